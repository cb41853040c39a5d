import { categoryCode } from "@meshlink/domain/constants/asset-categories";
import type { Period } from "@meshlink/domain/constants/browse-options";
import type { ZCollectionsQuery } from "@meshlink/domain/collections-browse.types";
import {
  COLLECTIONS_COUNT_CAP,
  type CollectionBrowseCard,
  type CollectionSort,
  type CollectionsPage,
} from "@meshlink/domain/collections-browse.types";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { createdBefore, cursorPage, decodeCursor, microsOf, ZCreatedAtKey } from "../page-cursor.ts";
import { ServiceError } from "../service-error.ts";

// GET /api/collections (spec section 7 "Get collections"): collection cards read from the kept
// statistics (docs/decisions/016-collection-statistics.md), each sort one walk of its (key, id)
// index, keyset-paged, with a count capped at COLLECTIONS_COUNT_CAP.

type Query = z.output<typeof ZCollectionsQuery>;

const VOLUME_COLUMN: Record<Period, SQL> = {
  "1D": sql.raw("s.volume_1d"),
  "7D": sql.raw("s.volume_7d"),
  "30D": sql.raw("s.volume_30d"),
};
// Unlisted collections follow the listed ones: the index holds this expression.
const FLOOR_KEY = sql.raw("coalesce(s.floor, 2147483647)");
const MAX_INT = 2_147_483_647;

const ZIntKey = z.tuple([z.number().int().min(0).max(MAX_INT), z.guid()]);

export type CardRow = {
  collection_id: string;
  name: string;
  address: string;
  chain_id: number;
  user_id: string;
  owner_name: string;
  logo_key: string | null;
  banner_key: string | null;
  item_count: number;
  owners: number;
  floor: number | null;
  volume: number;
  created_micros: string;
  created_at: string | Date;
};

/** Wildcards typed by the user are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The query's filters, on collection_stats `s` joined to collections `c`. */
function filtersOf(query: Query): SQL[] {
  const where: SQL[] = [];
  if (query.blockchainId !== undefined) where.push(sql`s.chain_id = ${query.blockchainId}`);
  if (query.userId !== undefined) where.push(sql`s.user_id = ${query.userId}`);
  if (query.categoryId !== undefined)
    where.push(sql`exists (select 1 from collection_category_items i
      where i.category = ${categoryCode(query.categoryId)} and i.collection_id = s.collection_id)`);
  // A word of the name, or a near miss of it ("dargon" finds "Dragon"): both use the trigram index.
  if (query.search) where.push(sql`(c.name ilike ${likePattern(query.search)} or c.name % ${query.search})`);
  return where;
}

function orderOf(sort: CollectionSort, period: Period) {
  if (sort === "volume") return sql`${VOLUME_COLUMN[period]} desc, s.collection_id desc`;
  if (sort === "floor") return sql`${FLOOR_KEY} asc, s.collection_id asc`;
  return sql`s.created_at desc, s.collection_id desc`;
}

function afterCursor(sort: CollectionSort, period: Period, cursor: string): SQL {
  if (sort === "newest")
    return createdBefore(sql`s.created_at`, sql`s.collection_id`, decodeCursor(cursor, ZCreatedAtKey));
  const [value, id] = decodeCursor(cursor, ZIntKey);
  if (sort === "volume") return sql`(${VOLUME_COLUMN[period]}, s.collection_id) < (${value}, ${id}::uuid)`;
  return sql`(${FLOOR_KEY}, s.collection_id) > (${value}, ${id}::uuid)`;
}

function keyOf(sort: CollectionSort) {
  return (row: CardRow): (string | number)[] => {
    if (sort === "newest") return [Number(row.created_micros), row.collection_id];
    if (sort === "volume") return [row.volume, row.collection_id];
    return [row.floor ?? MAX_INT, row.collection_id];
  };
}

const whereOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** The columns a card shows, with `volume` in the period asked. */
export const cardColumns = (period: Period) => sql`
  s.collection_id, c.name, s.address, s.chain_id, s.user_id, u.name as owner_name, c.logo_key, c.banner_key,
  s.item_count, s.owners, s.floor, ${VOLUME_COLUMN[period]} as volume, ${microsOf(sql`s.created_at`)} as created_micros,
  s.created_at`;
export const CARD_FROM = sql`collection_stats s join collections c on c.id = s.collection_id
  join users u on u.id = s.user_id`;

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

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One page of cards. `cursor` wins over `page`; `page` alone (the spec's paging) is read by offset
 * and only within the counted rows, so no request walks past COLLECTIONS_COUNT_CAP rows.
 */
export async function findCollectionCards({ db }: { db: Db }, query: Query): Promise<CollectionsPage> {
  const filters = filtersOf(query);
  const conditions = query.cursor
    ? [...filters, afterCursor(query.sort, query.period, query.cursor)]
    : filters;
  const offset = !query.cursor && query.page ? (query.page - 1) * query.perPage : 0;
  if (offset >= COLLECTIONS_COUNT_CAP)
    throw new ServiceError(
      "INVALID_REQUEST",
      `Pages past the first ${COLLECTIONS_COUNT_CAP} collections are read with the cursor`,
    );
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${cardColumns(query.period)} from ${CARD_FROM}
      where ${whereOf(conditions)} order by ${orderOf(query.sort, query.period)}
      limit ${query.perPage + 1} offset ${offset}`),
    countCapped(db, filters, Boolean(query.search)),
  ]);
  const page = cursorPage(rowsOf<CardRow>(rows), query.perPage, keyOf(query.sort), cardView);
  return {
    ...page,
    totalCount: total.count,
    totalCapped: total.capped,
    totalPages: Math.ceil(total.count / query.perPage),
  };
}

/** Exact up to the cap: counting stops at the cap's next row. */
async function countCapped(db: Db, filters: SQL[], joinsName: boolean) {
  const from = joinsName
    ? sql`collection_stats s join collections c on c.id = s.collection_id`
    : sql`collection_stats s`;
  const result = await db.execute(sql`select count(*)::int as count from (
    select 1 from ${from} where ${whereOf(filters)} limit ${COLLECTIONS_COUNT_CAP + 1}) as matched`);
  const count = rowsOf<{ count: number }>(result)[0]?.count ?? 0;
  return { count: Math.min(count, COLLECTIONS_COUNT_CAP), capped: count > COLLECTIONS_COUNT_CAP };
}
