import { z } from "zod";

// Keyset pages (docs/decisions/011-keyset-pages.md) for the lists of the asset page and the bell:
// a request names the page after `cursor` (none: the first page); the answer carries `nextCursor`,
// null on the last page. Reading page n costs the same as page 1, and rows written between two
// requests never repeat or skip a row. There is no total: counting a 100k-row list is what made
// the page slow, so a client learns that more rows exist from `nextCursor` alone.

// Opaque to clients: the server's base64url of the last row's sort key and id.
export const ZPageCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Invalid page cursor" });
type PageCursor = z.infer<typeof ZPageCursor>;

export const zCursorPageQuery = (perPage: number) =>
  z.object({
    cursor: ZPageCursor.optional(),
    perPage: z.coerce.number().int().min(1).max(100).default(perPage),
  });

export const zCursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: ZPageCursor.nullable() });

export type CursorPage<T> = { data: T[]; nextCursor: PageCursor | null };
