import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";

// The sort keys of keyset pages (docs/decisions/011-keyset-pages.md) and the SQL that reads the rows
// after one: a page's cursor carries its last row's key, which the services decode against these
// schemas, so a key is checked before it reaches SQL.

// A timestamp in a key is whole microseconds since 1970, PostgreSQL's own precision: a JavaScript
// Date keeps milliseconds, and a key rounded to them would repeat or skip rows of the same millisecond.
const ZMicros = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** (created_at, id) of lists newest first: notifications, a collection's assets. */
export const ZCreatedAtKey = z.tuple([ZMicros, z.guid()]);
export type CreatedAtKey = z.infer<typeof ZCreatedAtKey>;

/** `column` as microseconds since 1970, in text (a bigint would reach JavaScript as a string anyway). */
export const microsOf = (column: SQLWrapper) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** Rows after `key` in (created_at desc, id desc) order: one range of a (…, created_at, id) index. */
export function createdBefore(createdAt: SQLWrapper, id: SQLWrapper, [micros, keyId]: CreatedAtKey): SQL {
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${keyId}::uuid)`;
}

const ZBlock = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ZLogIndex = z.number().int().min(0).max(2_147_483_647);
const ZChain = z.number().int().min(1).max(MAX_CHAIN_ID);

/** (block, log index, item, chain) of activity rows newest first: a row's place on its chain. */
export const ZActivityKey = z.tuple([ZBlock, ZLogIndex, z.number().int().min(0).max(2_147_483_647), ZChain]);
export type ActivityKey = z.infer<typeof ZActivityKey>;

/** (block, log index, chain) of an executed integration's Bought row, newest first. */
export const ZBoughtKey = z.tuple([ZBlock, ZLogIndex, ZChain]);
type BoughtKey = z.infer<typeof ZBoughtKey>;

/** The same, then the user's side of it (0 made, 1 received): a deal of the Deals tab. */
export const ZDealKey = z.tuple([ZBlock, ZLogIndex, ZChain, z.number().int().min(0).max(1)]);

/**
 * Activity row `a` comes after `key` in that order. The block bound alone is what the wallet index's
 * range uses; the row comparison settles rows of the same block.
 */
export const boughtBefore = ([block, logIndex, chainId]: BoughtKey): SQL =>
  sql`a.block_number <= ${block}
    and (a.block_number, a.log_index, a.chain_id) < (${block}::bigint, ${logIndex}::integer, ${chainId}::integer)`;
