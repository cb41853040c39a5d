import type { AssetHolderRef } from "@meshlink/domain/asset-people.types";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainBalances, userAddresses, users } from "../../db/schema.ts";

type TokenKey = { chainId: number; collectionAddress: string; tokenId: string };

/**
 * The wallet holding the most of the token by the indexer's balances, with the user behind it (null
 * for a wallet nobody registered): an ERC-721 token's one owner. One row from the top of
 * `chain_balances_holders`; null before the indexer has seen the mint.
 */
export async function findTopHolder(db: Db, token: TokenKey): Promise<AssetHolderRef | null> {
  const [row] = await db
    .select({ address: chainBalances.owner, userId: users.id, name: users.name })
    .from(chainBalances)
    .leftJoin(userAddresses, eq(userAddresses.address, chainBalances.owner))
    .leftJoin(users, eq(users.id, userAddresses.userId))
    .where(
      and(
        eq(chainBalances.chainId, token.chainId),
        eq(chainBalances.collection, token.collectionAddress),
        eq(chainBalances.tokenId, token.tokenId),
      ),
    )
    .orderBy(desc(chainBalances.balance), desc(chainBalances.owner))
    .limit(1);
  if (!row) return null;
  return { address: row.address, user: row.userId ? { _id: row.userId, name: row.name ?? "" } : null };
}
