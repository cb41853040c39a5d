import { categoryCode } from "@meshlink/domain/constants/asset-categories";
import type { ZCollectionsQuery } from "@meshlink/domain/collections-browse.types";
import {
  COLLECTIONS_COUNT_CAP,
  type CollectionBrowseCard,
  type CollectionSort,
  type CollectionsPage,
} from "@meshlink/domain/collections-browse.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { ZCreatedAtKey } from "../../db/page-keys.ts";
import {
  type CardFilters,
  type CardRow,
  countCollectionCards,
  findCollectionCardsPage,
  UNLISTED_FLOOR,
} from "../../db/queries/collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { ServiceError } from "../service-error.ts";

// GET /api/collections (spec section 7 "Get collections"): collection cards read from the kept
// statistics (db/queries/collection-cards.ts), keyset-paged, with a count capped at
// COLLECTIONS_COUNT_CAP.

type Query = z.output<typeof ZCollectionsQuery>;

const ZIntKey = z.tuple([z.number().int().min(0).max(UNLISTED_FLOOR), z.guid()]);

function keyOf(sort: CollectionSort) {
  return (row: CardRow): (string | number)[] => {
    if (sort === "newest") return [Number(row.created_micros), row.collection_id];
    if (sort === "volume") return [row.volume, row.collection_id];
    return [row.floor ?? UNLISTED_FLOOR, row.collection_id];
  };
}

export function cardView(row: CardRow): CollectionBrowseCard {
  return {
    id: row.collection_id,
    name: row.name,
    bannerUrl: row.banner_key ? imageUrl(row.banner_key) : null,
    logoUrl: row.logo_key ? imageUrl(row.logo_key) : null,
    ownersNumber: row.owners,
    volume: row.volume,
    address: row.address,
    floor: row.floor === null ? null : row.floor / 100,
    itemCount: row.item_count,
    chainId: row.chain_id,
    owner: { _id: row.user_id, name: row.owner_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * One page of cards. `cursor` wins over `page`; `page` alone (the spec's paging) is read by offset
 * and only within the counted rows, so no request walks past COLLECTIONS_COUNT_CAP rows.
 */
export async function findCollectionCards({ db }: { db: Db }, query: Query): Promise<CollectionsPage> {
  const filters: CardFilters = {
    chainId: query.blockchainId,
    userId: query.userId,
    category: query.categoryId === undefined ? undefined : categoryCode(query.categoryId),
    search: query.search,
  };
  const after = query.cursor
    ? decodeCursor(query.cursor, query.sort === "newest" ? ZCreatedAtKey : ZIntKey)
    : undefined;
  const offset = !query.cursor && query.page ? (query.page - 1) * query.perPage : 0;
  if (offset >= COLLECTIONS_COUNT_CAP)
    throw new ServiceError(
      "INVALID_REQUEST",
      `Pages past the first ${COLLECTIONS_COUNT_CAP} collections are read with the cursor`,
    );
  const [rows, count] = await Promise.all([
    findCollectionCardsPage(db, {
      filters,
      sort: query.sort,
      period: query.period,
      after,
      limit: query.perPage + 1,
      offset,
    }),
    countCollectionCards(db, filters, COLLECTIONS_COUNT_CAP),
  ]);
  const page = cursorPage(rows, query.perPage, keyOf(query.sort), cardView);
  // Exact up to the cap: counting stops at the cap's next row.
  const total = Math.min(count, COLLECTIONS_COUNT_CAP);
  return {
    ...page,
    totalCount: total,
    totalCapped: count > COLLECTIONS_COUNT_CAP,
    totalPages: Math.ceil(total / query.perPage),
  };
}
