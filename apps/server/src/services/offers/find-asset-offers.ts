import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { ZUintString } from "@meshlink/domain/entities/uint";
import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findAssetById } from "../../db/queries/assets.ts";
import { findAssetOffersPage } from "../../db/queries/offers.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { offerView } from "./offer-rows.ts";
import { ServiceError } from "../service-error.ts";

const ZOfferKey = z.tuple([ZUintString]);

/**
 * GET /api/assets/{assetId}/offers: the offers naming the asset on its chain, newest first, a keyset
 * page at a time (docs/decisions/011) down `chain_offers_asset`. An asset has few offers, so the
 * page's order is a sort of those rows alone.
 */
export async function findAssetOffers(
  db: Db,
  assetId: string,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<Offer>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZOfferKey);
  const asset = await findAssetById(db, assetId);
  if (!asset) throw new ServiceError("NOT_FOUND", "Asset not found");
  const rows = await findAssetOffersPage(db, {
    chainId: asset.chainId,
    onChainAssetId: offerAssetIdOf(assetId).toString(),
    beforeOfferId: after?.[0],
    limit: perPage + 1,
  });
  return cursorPage(rows, perPage, (row) => [row.offer_id], offerView);
}
