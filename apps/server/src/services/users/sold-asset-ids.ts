import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import type { Db } from "../../db/database.ts";
import { findSoldAssetsPage } from "../../db/queries/profiles.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { ZBoughtKey } from "../../db/page-keys.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";

/**
 * The profile's Sold tab: assets whose listing by one of the user's wallets a studio integrated
 * (integration-sides.ts), the latest integration first. An asset integrated several times is shown
 * once, at its latest.
 */
export async function soldAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZBoughtKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const rows = await findSoldAssetsPage(db, { wallets: owner.wallets, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.block_number), row.log_index, row.chain_id],
    (row) => row.id,
  );
}
