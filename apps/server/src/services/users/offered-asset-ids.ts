import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZUintString } from "@meshlink/domain/entities/uint";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findOfferedAssetsPage } from "../../db/queries/profiles.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";

const ZOfferKey = z.tuple([ZUintString, z.number().int().min(1).max(MAX_CHAIN_ID)]);

/**
 * The profile's Offers made and Offers received tabs, from the indexer's offers (Store `makeOffer`,
 * docs/decisions/002): made are the offers one of the user's wallets made (`offeror`), received
 * those addressed to one of them (`collectionOwnerAddr`, the party the Store lets authorise it). Each
 * offer names a catalog asset by its id (offer-asset-id.ts); newest offer first, an asset once.
 * Received leaves out stale offers (the token left the holder, so the Store refuses them): there is
 * nothing left to answer. Made keeps them: the studio sees them marked on the asset's page.
 */
export async function offeredAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
  side: "made" | "received",
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZOfferKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const rows = await findOfferedAssetsPage(db, { wallets: owner.wallets, side, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [row.offer_id, row.chain_id],
    (row) => row.id,
  );
}
