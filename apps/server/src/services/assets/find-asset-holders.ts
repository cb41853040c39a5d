import { type AssetHoldersPage, holdersCursor, readHoldersCursor } from "@meshlink/domain/holders-api.types";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, chainBalances, chainTokenHolders, userAddresses, users } from "../../db/schema.ts";
import { ServiceError } from "../service-error.ts";

type TokenKey = { chainId: number; collectionAddress: string; tokenId: string };
type HoldersQuery = { after?: string; perPage: number; userId?: string };

const ofToken = (token: TokenKey) =>
  and(
    eq(chainBalances.chainId, token.chainId),
    eq(chainBalances.collection, token.collectionAddress),
    eq(chainBalances.tokenId, token.tokenId),
  );

/** How many wallets hold the token: the count the indexer keeps beside the balances, one row read. */
export async function countOwners(db: Db, token: TokenKey): Promise<number> {
  const [row] = await db
    .select({ holders: chainTokenHolders.holders })
    .from(chainTokenHolders)
    .where(
      and(
        eq(chainTokenHolders.chainId, token.chainId),
        eq(chainTokenHolders.collection, token.collectionAddress),
        eq(chainTokenHolders.tokenId, token.tokenId),
      ),
    );
  return row?.holders ?? 0;
}

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
  const [asset] = await db
    .select({ chainId: assets.chainId, collectionAddress: assets.collectionAddress, tokenId: assets.tokenId })
    .from(assets)
    .where(and(eq(assets.collectionAddress, params.address), eq(assets.tokenId, params.tokenId)))
    .orderBy(asc(assets.createdAt))
    .limit(1);
  if (!asset) throw new ServiceError("NOT_FOUND", "Asset not found");
  const after = query.after ? readHoldersCursor(query.after) : null;
  const rows = await db
    .select({
      address: chainBalances.owner,
      balance: chainBalances.balance,
      userId: users.id,
      name: users.name,
    })
    .from(chainBalances)
    .leftJoin(userAddresses, eq(userAddresses.address, chainBalances.owner))
    .leftJoin(users, eq(users.id, userAddresses.userId))
    .where(
      and(
        ofToken(asset),
        after
          ? sql`(${chainBalances.balance}, ${chainBalances.owner}) < (${after.balance}::numeric, ${after.address})`
          : undefined,
        // A user's few wallets, each found by the table's key, not a scan of every holder.
        query.userId
          ? inArray(
              chainBalances.owner,
              db
                .select({ address: userAddresses.address })
                .from(userAddresses)
                .where(eq(userAddresses.userId, query.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chainBalances.balance), desc(chainBalances.owner))
    .limit(query.perPage + 1);
  const data = rows.slice(0, query.perPage).map((row) => ({
    address: row.address,
    balance: row.balance,
    user: row.userId && row.name !== null ? { _id: row.userId, name: row.name } : null,
  }));
  const last = data.at(-1);
  return { data, next: rows.length > query.perPage && last ? holdersCursor(last) : null };
}
