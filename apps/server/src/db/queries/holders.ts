import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { chainBalances, chainTokenHolders, userAddresses, users } from "../schema.ts";
import type { TokenKey } from "./assets.ts";

// Who holds a token, by the indexer's balances: `chain_balances` read down its holders index
// (`chain_balances_holders`, (balance, owner) descending per token) and the holder count kept
// beside it, each wallet with the registered user behind it where there is one.

const ofToken = (token: TokenKey) =>
  and(
    eq(chainBalances.chainId, token.chainId),
    eq(chainBalances.collection, token.collectionAddress),
    eq(chainBalances.tokenId, token.tokenId),
  );

/** How many wallets hold the token: the count the indexer keeps beside the balances, one row read. */
export async function countTokenHolders(db: Db, token: TokenKey): Promise<number> {
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
 * The registered user holding the most of the token, `preferredUserId` first on a tie; undefined
 * when only unregistered wallets hold it, or none yet.
 */
export async function findTopHoldingUserId(
  db: Db,
  token: TokenKey,
  preferredUserId: string,
): Promise<string | undefined> {
  const [top] = await db
    .select({ userId: userAddresses.userId })
    .from(chainBalances)
    .innerJoin(userAddresses, eq(userAddresses.address, chainBalances.owner))
    .where(ofToken(token))
    .orderBy(desc(chainBalances.balance), sql`${userAddresses.userId} = ${preferredUserId} desc`)
    .limit(1);
  return top?.userId;
}

/**
 * A page of the token's holders, largest first, after `after` (keyset), only `userId`'s wallets
 * when given (each found by the table's key, not a scan of every holder). `limit` rows at most.
 */
export async function findTokenHolders(
  db: Db,
  token: TokenKey,
  page: { after?: { balance: string; address: string } | null; userId?: string; limit: number },
) {
  return db
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
        ofToken(token),
        page.after
          ? sql`(${chainBalances.balance}, ${chainBalances.owner}) < (${page.after.balance}::numeric, ${page.after.address})`
          : undefined,
        page.userId
          ? inArray(
              chainBalances.owner,
              db
                .select({ address: userAddresses.address })
                .from(userAddresses)
                .where(eq(userAddresses.userId, page.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chainBalances.balance), desc(chainBalances.owner))
    .limit(page.limit);
}

/** Whether any of `wallets` holds some of the token. */
export async function holdsToken(db: Db, token: TokenKey, wallets: string[]): Promise<boolean> {
  const [holding] = await db
    .select({ balance: chainBalances.balance })
    .from(chainBalances)
    .where(
      and(
        eq(chainBalances.chainId, token.chainId),
        eq(chainBalances.collection, token.collectionAddress),
        eq(chainBalances.tokenId, token.tokenId),
        inArray(chainBalances.owner, wallets),
        gt(chainBalances.balance, "0"),
      ),
    );
  return !!holding;
}
