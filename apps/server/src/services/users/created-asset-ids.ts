import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import type { Db } from "../../db/database.ts";
import { findCreatedAssetsPage } from "../../db/queries/profiles.ts";
import { ZCreatedAtKey } from "../../db/page-keys.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";

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
  const rows = await findCreatedAssetsPage(db, { userId, customOnly, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.createdMicros), row.id],
    (row) => row.id,
  );
}
