import { type SQL, sql } from "drizzle-orm";

// Chain facts are per wallet and a user may have several. A list that must come out in one order is
// read per wallet from that wallet's index (a branch each, limited to a page), then merged: at most
// a page per wallet is read, whatever the user holds. Branches name their wallet as a value, not as
// a row of a joined list, so each is planned with that wallet's statistics: a busy seller's listings
// are walked in index order, not all read and sorted as an unknown wallet's few would be.

/** `branch(wallet)` for each wallet (text, as the indexer's text columns hold addresses), together. */
export const eachWallet = (wallets: readonly string[], branch: (wallet: SQL) => SQL): SQL =>
  sql.join(
    wallets.map((wallet) => sql`(${branch(sql`${wallet}::text`)})`),
    sql` union all `,
  );

/** As `eachWallet`, with the wallet as bytes, as the activity table keeps addresses (db/hex-bytes.ts). */
export const eachWalletBytes = (wallets: readonly string[], branch: (wallet: SQL) => SQL): SQL =>
  sql.join(
    wallets.map((wallet) => sql`(${branch(walletBytes(wallet))})`),
    sql` union all `,
  );

/** `column` is one of the wallets; `false` for a user without any. */
export const isOneOf = (column: SQL, wallets: readonly string[]): SQL =>
  wallets.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        wallets.map((wallet) => sql`${wallet}::text`),
        sql`, `,
      )})`;

/** As `isOneOf`, for a bytea address column of the activity table. */
export const isOneOfBytes = (column: SQL, wallets: readonly string[]): SQL =>
  wallets.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        wallets.map((wallet) => walletBytes(wallet)),
        sql`, `,
      )})`;

const walletBytes = (wallet: string) => sql`decode(${wallet.slice(2)}::text, 'hex')`;

/** A bytea address or hash column as the `0x…` text the other tables hold. */
export const hexText = (column: SQL): SQL => sql`('0x' || encode(${column}, 'hex'))`;
