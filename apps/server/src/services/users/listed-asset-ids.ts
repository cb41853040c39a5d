import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZUintString } from "@meshlink/domain/entities/uint";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findListedAssetsPage } from "../../db/queries/profiles.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";

const ZListingKey = z.tuple([ZUintString, z.number().int().min(1).max(MAX_CHAIN_ID)]);

/**
 * The profile's On sale tab (the Listed page): assets the user's wallets offer in a live listing,
 * newest listing first, from each wallet's chain_listings_seller_active range. A token with several
 * live listings of the user's is shown once, at the newest.
 */
export async function listedAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZListingKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const rows = await findListedAssetsPage(db, { wallets: owner.wallets, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [row.listing_id, row.chain_id],
    (row) => row.id,
  );
}
