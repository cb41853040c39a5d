import type { AssetCardsPage } from "@meshlink/domain/assets-api.types";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets } from "../../db/schema.ts";
import { CatalogRefused } from "../collections/catalog-deps.ts";
import { findAssetCards } from "./find-asset-cards.ts";

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Spec section 7 "List collection assets excluding current": the collection's other assets. */
export async function findMoreFromCollection(
  deps: { db: Db },
  assetId: string,
  page: { page: number; perPage: number },
): Promise<AssetCardsPage> {
  const [asset] = isUuid(assetId)
    ? await deps.db.select({ collectionId: assets.collectionId }).from(assets).where(eq(assets.id, assetId))
    : [];
  if (!asset) throw new CatalogRefused(404, "Asset not found");
  return findAssetCards(deps, { collectionId: asset.collectionId, excludeAssetId: assetId }, page);
}
