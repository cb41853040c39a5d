import { FEATURED_MAX, type FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Db } from "../../db/database.ts";
import {
  countCollectionsAmong,
  findPickedSlides,
  findSlideBounds,
  findTopSlidesByVolume,
  replaceFeaturedPick,
  type SlideRow,
} from "../../db/queries/collections.ts";
import { htmlToText, truncate } from "../../http/open-graph.ts";
import { ServiceError } from "../service-error.ts";

// The home carousel's slides (spec section 3 "Featured slide"): the admin's pick when there is one,
// otherwise the top collections by volume in FEATURED_PERIOD (7D). Figures come from the kept statistics.

const SLIDE_TEXT_MAX = 160;

export async function findFeaturedSlides({ db }: { db: Db }): Promise<FeaturedCollectionSlide[]> {
  const picked = await findPickedSlides(db);
  const rows = picked.length > 0 ? picked : await findTopSlidesByVolume(db, FEATURED_MAX);
  if (rows.length === 0) return [];
  const bounds = await findSlideBounds(db);
  const maxVolume = bounds?.max_volume ?? 0;
  const minFloor =
    bounds?.min_floor !== null && bounds?.min_floor !== undefined && bounds.min_floor < 2_147_483_647
      ? bounds.min_floor / 100
      : 0;
  return rows.map((row) => slideView(row, maxVolume, minFloor));
}

function slideView(row: SlideRow, maxVolume: number, minFloor: number): FeaturedCollectionSlide {
  const image = row.banner_key ?? row.logo_key;
  return {
    title: row.name,
    img: image ? imageUrl(image) : null,
    text: truncate(htmlToText(row.description), SLIDE_TEXT_MAX),
    volume: { value: row.volume, max: Math.max(maxVolume, row.volume) },
    floor:
      row.floor === null
        ? { value: 0, min: 0, listed: false }
        : { value: row.floor / 100, min: Math.min(minFloor, row.floor / 100), listed: true },
    collection: {
      _id: row.collection_id,
      name: row.name,
      userId: row.user_id,
      address: row.address,
      chainId: row.chain_id,
    },
  };
}

/** Replaces the admin's pick (an empty list returns to the top by volume); unknown ids are a 404. */
export async function pickFeatured(
  { db }: { db: Db },
  adminId: string,
  collectionIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(collectionIds)];
  await db.transaction(async (tx) => {
    if (ids.length > 0 && (await countCollectionsAmong(tx, ids)) !== ids.length) {
      throw new ServiceError("NOT_FOUND", "Collection not found");
    }
    await replaceFeaturedPick(tx, adminId, ids);
  });
}
