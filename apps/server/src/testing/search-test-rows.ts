import type { Db } from "../db/database.ts";
import { eq } from "drizzle-orm";
import { assetBrowse, assets, collections, users } from "../db/schema.ts";

/** Named rows written as the app writes them (the dictionary triggers run), for the search tests. */
export function searchTestRows(db: Db) {
  let n = 0;
  const next = () => ++n;
  const hex = (value: number, width: number) => value.toString(16).padStart(width, "0");

  const addUser = async (name: string, fields: { type?: "creator" | "studio"; avatarUrl?: string } = {}) => {
    const i = next();
    const [row] = await db
      .insert(users)
      .values({
        name,
        email: `user${i}@example.test`,
        type: fields.type ?? "creator",
        defaultAddress: `0x${hex(i, 40)}`,
        avatarUrl: fields.avatarUrl,
      })
      .returning();
    return row!;
  };
  const addCollection = async (userId: string, name: string, logoKey?: string) => {
    const i = next();
    const [row] = await db
      .insert(collections)
      .values({
        chainId: 31337,
        address: `0x${hex(i, 40)}`,
        name,
        symbol: "TST",
        ercType: "ERC721",
        logoKey,
        userId,
        createdTx: `0x${hex(i, 64)}`,
      })
      .returning();
    return row!;
  };
  const addAsset = async (
    collection: { id: string; address: string; userId: string },
    name: string,
    imageKey?: string,
  ) => {
    const i = next();
    const [row] = await db
      .insert(assets)
      .values({
        chainId: 31337,
        collectionId: collection.id,
        collectionAddress: collection.address,
        tokenId: String(i),
        name,
        imageKey,
        supply: "1",
        creatorUserId: collection.userId,
        mintedTx: `0x${hex(i, 64)}`,
      })
      .returning();
    return row!;
  };
  /** The 7-day trending the browse read model keeps for an asset (proposals and integrations). */
  const setTrending = async (asset: { id: string }, trend7d: number) => {
    await db.update(assetBrowse).set({ trend7d }).where(eq(assetBrowse.assetId, asset.id));
  };
  return { addUser, addCollection, addAsset, setTrending };
}
