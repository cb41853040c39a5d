import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { assets, collections } from "../db/schema.ts";

// What the market steps of the demo seed act on, found by the demo catalogue's names on one chain
// (the same names may be on another chain's part).

/**
 * The asset minted under `name`: never a studio's linked copy of it, which shares its name and is
 * there when a seed resumes after an integration.
 */
export async function demoAssetNamed(db: Db, chainId: number, name: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.name, name), eq(assets.chainId, chainId), isNull(assets.originalAssetId)))
    .orderBy(desc(assets.createdAt))
    .limit(1);
  if (!row) throw new Error(`demo asset ${name} is missing on chain ${chainId}`);
  return row;
}

/** The user's collection named `name`: a studio's game, where its integrations go. */
export async function demoCollectionNamed(db: Db, chainId: number, userId: string, name: string) {
  const [row] = await db
    .select({ address: collections.address })
    .from(collections)
    .where(and(eq(collections.name, name), eq(collections.userId, userId), eq(collections.chainId, chainId)))
    .orderBy(desc(collections.createdAt))
    .limit(1);
  if (!row) throw new Error(`demo collection ${name} is missing on chain ${chainId}`);
  return row;
}
