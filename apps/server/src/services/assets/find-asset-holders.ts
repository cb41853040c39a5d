import { type AssetHoldersPage, holdersCursor, readHoldersCursor } from "@meshlink/domain/holders-api.types";
import type { Db } from "../../db/database.ts";
import { findAssetAtAddress } from "../../db/queries/assets.ts";
import { findTokenHolders } from "../../db/queries/holders.ts";
import { ServiceError } from "../service-error.ts";

type HoldersQuery = { after?: string; perPage: number; userId?: string };

/**
 * GET /api/assets/{address}/{tokenId}/holders (holders-api.types.ts): the token's holders by the
 * indexer's balances, largest first, a keyset page at a time down `chain_balances_holders`
 * ((balance, owner) descending), each with the registered user behind the wallet where there is one.
 */
export async function findAssetHolders(
  { db }: { db: Db },
  params: { address: string; tokenId: string },
  query: HoldersQuery,
): Promise<AssetHoldersPage> {
  const asset = await findAssetAtAddress(db, params.address, params.tokenId);
  if (!asset) throw new ServiceError("NOT_FOUND", "Asset not found");
  const after = query.after ? readHoldersCursor(query.after) : null;
  const rows = await findTokenHolders(db, asset, { after, userId: query.userId, limit: query.perPage + 1 });
  const data = rows.slice(0, query.perPage).map((row) => ({
    address: row.address,
    balance: row.balance,
    user: row.userId && row.name !== null ? { _id: row.userId, name: row.name } : null,
  }));
  const last = data.at(-1);
  return { data, next: rows.length > query.perPage && last ? holdersCursor(last) : null };
}
