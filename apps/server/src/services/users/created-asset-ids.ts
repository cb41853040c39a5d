import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets } from "../../db/schema.ts";
import { ZCreatedAtKey, createdBefore, cursorPage, decodeCursor, microsOf } from "../page-cursor.ts";

/**
 * The profile's Created and Custom tabs: the user's assets newest first, keyset-paged by (created_at,
 * id) on assets_creator_recent_idx. Custom keeps those that carry traits of their creator's own
 * (`properties` is not the empty list), read from the partial assets_creator_custom_idx.
 */
export async function createdAssetIds(
  db: Db,
  userId: string,
  { cursor, perPage }: { cursor?: string; perPage: number },
  customOnly: boolean,
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZCreatedAtKey);
  const rows = await db
    .select({ id: assets.id, createdMicros: microsOf(assets.createdAt) })
    .from(assets)
    .where(
      and(
        eq(assets.creatorUserId, userId),
        customOnly ? sql`${assets.properties} <> '[]'::jsonb` : undefined,
        after && createdBefore(assets.createdAt, assets.id, after),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(perPage + 1);
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.createdMicros), row.id],
    (row) => row.id,
  );
}
