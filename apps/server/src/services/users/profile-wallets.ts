import { type SQL, sql } from "drizzle-orm";

// Chain facts are per wallet and a user may have several. A list that must come out in one order is
// read per wallet from that wallet's index (a lateral join on these rows, each limited to a page),
// then merged: at most a page per wallet is read, whatever the user holds.

/** The wallets as rows of `alias(address)`, text as the indexer's text columns hold them. */
export const walletRows = (wallets: readonly string[], alias: string): SQL =>
  sql`(values ${sql.join(
    wallets.map((wallet) => sql`(${wallet}::text)`),
    sql`, `,
  )}) as ${sql.raw(alias)}(address)`;

/** The same rows as bytes, as the activity table keeps addresses (db/hex-bytes.ts). */
export const walletByteRows = (wallets: readonly string[], alias: string): SQL =>
  sql`(values ${sql.join(
    wallets.map((wallet) => sql`(${walletBytes(wallet)})`),
    sql`, `,
  )}) as ${sql.raw(alias)}(address)`;

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
