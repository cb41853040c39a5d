import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { ServiceError } from "./service-error.ts";

// Keyset pages (docs/decisions/011-keyset-pages.md): a cursor is the last row's sort key and id, as
// base64url JSON. Clients pass it back untouched; anything else is refused before it reaches SQL.

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key in `cursor`, or a 400 for a cursor this list did not hand out. */
export function decodeCursor<T extends z.ZodType>(cursor: string, key: T): z.infer<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const result = key.safeParse(parsed);
  if (!result.success) throw new ServiceError("INVALID_REQUEST", "Invalid page cursor");
  return result.data;
}

/**
 * One page out of `limit + 1` rows read: the extra row only says that another page exists, and the
 * last row kept is where the next page starts.
 */
export function cursorPage<Row, Item>(
  rows: Row[],
  perPage: number,
  keyOf: (row: Row) => readonly (string | number)[],
  view: (row: Row) => Item,
) {
  const kept = rows.slice(0, perPage);
  const last = kept.at(-1);
  return {
    data: kept.map(view),
    nextCursor: rows.length > perPage && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

// A timestamp in a cursor is whole microseconds since 1970, PostgreSQL's own precision: a JavaScript
// Date keeps milliseconds, and a key rounded to them would repeat or skip rows of the same millisecond.
const ZMicros = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** (created_at, id) of lists newest first: notifications, a collection's assets. */
export const ZCreatedAtKey = z.tuple([ZMicros, z.guid()]);
type CreatedAtKey = z.infer<typeof ZCreatedAtKey>;

/** `column` as microseconds since 1970, in text (a bigint would reach JavaScript as a string anyway). */
export const microsOf = (column: SQLWrapper) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** Rows after `key` in (created_at desc, id desc) order: one range of a (…, created_at, id) index. */
export function createdBefore(createdAt: SQLWrapper, id: SQLWrapper, [micros, keyId]: CreatedAtKey): SQL {
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${keyId}::uuid)`;
}

/** (block, log index, item, chain) of activity rows newest first: a row's place on its chain. */
export const ZActivityKey = z.tuple([
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.number().int().min(0).max(2_147_483_647),
  z.number().int().min(0).max(2_147_483_647),
  z.number().int().min(1).max(MAX_CHAIN_ID),
]);
export type ActivityKey = z.infer<typeof ZActivityKey>;
