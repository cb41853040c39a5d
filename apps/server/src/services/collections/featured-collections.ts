import { FEATURED_MAX, type FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { featuredCollections } from "../../db/schema.ts";
import { htmlToText, truncate } from "../../http/open-graph.ts";
import { rowsOf } from "./find-collection-cards.ts";
import { ServiceError } from "../service-error.ts";

// The home carousel's slides (spec section 3 "Featured slide"): the admin's pick when there is one,
// otherwise the top collections by volume in FEATURED_PERIOD (7D). Figures come from the kept statistics.

const SLIDE_TEXT_MAX = 160;

type SlideRow = {
  collection_id: string;
  name: string;
  address: string;
  chain_id: number;
  user_id: string;
  description: string;
  logo_key: string | null;
  banner_key: string | null;
  floor: number | null;
  volume: number;
};

const SLIDE_COLUMNS = sql`s.collection_id, c.name, s.address, s.chain_id, s.user_id, c.description, c.logo_key,
  c.banner_key, s.floor, s.volume_7d as volume`;

export async function findFeaturedSlides({ db }: { db: Db }): Promise<FeaturedCollectionSlide[]> {
  const picked = rowsOf<SlideRow>(
    await db.execute(sql`select ${SLIDE_COLUMNS} from featured_collections f
      join collection_stats s on s.collection_id = f.collection_id join collections c on c.id = f.collection_id
      order by f.position`),
  );
  const rows =
    picked.length > 0
      ? picked
      : rowsOf<SlideRow>(
          await db.execute(sql`select ${SLIDE_COLUMNS} from collection_stats s join collections c on c.id = s.collection_id
            order by s.volume_7d desc, s.collection_id desc limit ${FEATURED_MAX}`),
        );
  if (rows.length === 0) return [];
  // The bounds a slide shows its figures against: each one end of an index.
  const [bounds] = rowsOf<{ max_volume: number | null; min_floor: number | null }>(
    await db.execute(sql`select (select max(volume_7d) from collection_stats) as max_volume,
      (select min(coalesce(floor, 2147483647)) from collection_stats) as min_floor`),
  );
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
    if (ids.length > 0) {
      const found = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from collections where id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}`,
        ),
      );
      if (found.length !== ids.length) throw new ServiceError("NOT_FOUND", "Collection not found");
    }
    await tx.delete(featuredCollections);
    if (ids.length > 0)
      await tx
        .insert(featuredCollections)
        .values(ids.map((collectionId, position) => ({ collectionId, position, pickedBy: adminId })));
  });
}
