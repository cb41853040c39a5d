import type { AssetHolderRef } from "@meshlink/domain/asset-people.types";
import type { Db } from "../../db/database.ts";
import type { TokenKey } from "../../db/queries/assets.ts";
import { findTokenHolders } from "../../db/queries/holders.ts";

/**
 * The wallet holding the most of the token by the indexer's balances, with the user behind it (null
 * for a wallet nobody registered): an ERC-721 token's one owner. One row from the top of
 * `chain_balances_holders`; null before the indexer has seen the mint.
 */
export async function findTopHolder(db: Db, token: TokenKey): Promise<AssetHolderRef | null> {
  const [row] = await findTokenHolders(db, token, { limit: 1 });
  if (!row) return null;
  return { address: row.address, user: row.userId ? { _id: row.userId, name: row.name ?? "" } : null };
}
