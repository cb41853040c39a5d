import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { ZUintString } from "@meshlink/domain/entities/uint";
import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { assets } from "../../db/schema.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { isUuid } from "../proposals/load-asset-facts.ts";
import { offerView, selectOffers } from "./offer-rows.ts";
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
  const [asset] = isUuid(assetId)
    ? await db.select({ chainId: assets.chainId }).from(assets).where(eq(assets.id, assetId))
    : [];
  if (!asset) throw new ServiceError("NOT_FOUND", "Asset not found");
  const onChainId = offerAssetIdOf(assetId).toString();
  const before = after ? sql`and o.offer_id < ${after[0]}::numeric` : sql``;
  const rows = await selectOffers(
    db,
    sql`o.asset_id = ${onChainId} and o.chain_id = ${asset.chainId} ${before}`,
    perPage + 1,
  );
  return cursorPage(rows, perPage, (row) => [row.offer_id], offerView);
}
