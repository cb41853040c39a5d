import type { z } from "zod";
import { ServiceError } from "./service-error.ts";

// Keyset pages (docs/decisions/011-keyset-pages.md): a cursor is the last row's sort key and id, as
// base64url JSON. Clients pass it back untouched; anything else is refused before it reaches SQL.
// The keys' schemas and the SQL that reads after them are db/page-keys.ts.

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
