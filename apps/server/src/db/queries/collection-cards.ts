import type { Period } from "@meshlink/domain/constants/browse-options";
import type { CollectionSort } from "@meshlink/domain/collections-browse.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { type CreatedAtKey, createdBefore, microsOf } from "../page-keys.ts";
import { rowsOf } from "../rows-of.ts";
import { eachWallet } from "./profile-wallets.ts";

// Collection cards read from the kept statistics (docs/decisions/016-collection-statistics.md):
// collection_stats `s` joined to its collection `c` and owner `u`. Each sort is one walk of its
// (key, id) index, a keyset page at a time; the browse list, the profile's collections and the
// browse sidebar's options read them here.

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

/** The floor key of an unlisted collection: unlisted collections follow the listed ones. */
export const UNLISTED_FLOOR = 2_147_483_647;

const VOLUME_COLUMN: Record<Period, SQL> = {
  "1D": sql.raw("s.volume_1d"),
  "7D": sql.raw("s.volume_7d"),
  "30D": sql.raw("s.volume_30d"),
};
// The index holds this expression.
const FLOOR_KEY = sql.raw(`coalesce(s.floor, ${UNLISTED_FLOOR})`);

/** The columns a card shows, with `volume` in the period asked. */
const cardColumns = (period: Period) => sql`
  s.collection_id, c.name, s.address, s.chain_id, s.user_id, u.name as owner_name, c.logo_key, c.banner_key,
  s.item_count, s.owners, s.floor, ${VOLUME_COLUMN[period]} as volume, ${microsOf(sql`s.created_at`)} as created_micros,
  s.created_at`;
const CARD_FROM = sql`collection_stats s join collections c on c.id = s.collection_id
  join users u on u.id = s.user_id`;

/** Wildcards typed by the user are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A word of the name, or a near miss of it ("dargon" finds "Dragon"): both use the trigram index. */
const nameMatches = (search: string) => sql`(c.name ilike ${likePattern(search)} or c.name % ${search})`;

const whereOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** What the browse list narrows to; `category` is the stored category code. */
export type CardFilters = { chainId?: number; userId?: string; category?: number; search?: string };

function filtersOf(filters: CardFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.chainId !== undefined) where.push(sql`s.chain_id = ${filters.chainId}`);
  if (filters.userId !== undefined) where.push(sql`s.user_id = ${filters.userId}`);
  if (filters.category !== undefined)
    where.push(sql`exists (select 1 from collection_category_items i
      where i.category = ${filters.category} and i.collection_id = s.collection_id)`);
  if (filters.search) where.push(nameMatches(filters.search));
  return where;
}

function orderOf(sort: CollectionSort, period: Period) {
  if (sort === "volume") return sql`${VOLUME_COLUMN[period]} desc, s.collection_id desc`;
  if (sort === "floor") return sql`${FLOOR_KEY} asc, s.collection_id asc`;
  return sql`s.created_at desc, s.collection_id desc`;
}

/** Rows after `key` in the sort's order: (created micros, id) for newest, else (volume or floor key, id). */
function afterKey(sort: CollectionSort, period: Period, key: readonly [number, string]): SQL {
  if (sort === "newest") return createdBefore(sql`s.created_at`, sql`s.collection_id`, [key[0], key[1]]);
  const [value, id] = key;
  if (sort === "volume") return sql`(${VOLUME_COLUMN[period]}, s.collection_id) < (${value}, ${id}::uuid)`;
  return sql`(${FLOOR_KEY}, s.collection_id) > (${value}, ${id}::uuid)`;
}

/** A page of the browse list's cards: after `after` in the sort's order, or `offset` rows in. */
export async function findCollectionCardsPage(
  db: Db,
  page: {
    filters: CardFilters;
    sort: CollectionSort;
    period: Period;
    after?: readonly [number, string];
    limit: number;
    offset: number;
  },
): Promise<CardRow[]> {
  const conditions = filtersOf(page.filters);
  if (page.after) conditions.push(afterKey(page.sort, page.period, page.after));
  return rowsOf<CardRow>(
    await db.execute(sql`select ${cardColumns(page.period)} from ${CARD_FROM}
      where ${whereOf(conditions)} order by ${orderOf(page.sort, page.period)}
      limit ${page.limit} offset ${page.offset}`),
  );
}

/** How many collections the filters keep, counted up to `cap` (the cap's next row says there are more). */
export async function countCollectionCards(db: Db, filters: CardFilters, cap: number): Promise<number> {
  // The name is the only filter on the collection itself; the statistics answer the others alone.
  const from = filters.search
    ? sql`collection_stats s join collections c on c.id = s.collection_id`
    : sql`collection_stats s`;
  const result = await db.execute(sql`select count(*)::int as count from (
    select 1 from ${from} where ${whereOf(filtersOf(filters))} limit ${cap + 1}) as matched`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The user's collections newest first, in the period's card: collection_stats_user. */
export async function findUserCollectionCards(
  db: Db,
  page: { userId: string; period: Period; after?: CreatedAtKey; limit: number },
): Promise<CardRow[]> {
  const after = page.after
    ? sql`and ${createdBefore(sql`s.created_at`, sql`s.collection_id`, page.after)}`
    : sql``;
  return rowsOf<CardRow>(
    await db.execute(sql`select ${cardColumns(page.period)} from ${CARD_FROM}
      where s.user_id = ${page.userId} ${after}
      order by s.created_at desc, s.collection_id desc limit ${page.limit}`),
  );
}

/**
 * Collections another user created of which the wallets hold tokens (collection_holders, one row per
 * wallet and collection), in (address, chain) order: each wallet's range of
 * collection_holders_owner, merged. `wallets` holds at least one wallet.
 */
export async function findCollectedCollectionCards(
  db: Db,
  page: {
    wallets: readonly string[];
    exceptUserId: string;
    period: Period;
    after?: readonly [string, number];
    limit: number;
  },
): Promise<CardRow[]> {
  const { after, limit } = page;
  const afterKey: SQL = after
    ? sql`and (h.collection, h.chain_id) > (${after[0]}::text, ${after[1]}::integer)`
    : sql``;
  return rowsOf<CardRow>(
    await db.execute(sql`select ${cardColumns(page.period)} from ${CARD_FROM} join (
        select distinct on (k.collection, k.chain_id) k.collection, k.chain_id
        from (${eachWallet(
          page.wallets,
          (wallet) => sql`select h.chain_id, h.collection from collection_holders h
            join collection_stats o on o.chain_id = h.chain_id and o.address = h.collection
            where h.owner = ${wallet} and o.user_id <> ${page.exceptUserId} ${afterKey}
            order by h.collection, h.chain_id
            limit ${limit}`,
        )}) k
        order by k.collection, k.chain_id
        limit ${limit}) held on s.chain_id = held.chain_id and s.address = held.collection
      order by s.address, s.chain_id`),
  );
}

type CollectionOptionRow = {
  collection_id: string;
  name: string;
  logo_key: string | null;
  address: string;
};

/** The browse sidebar's collection options: alphabetical, over collection_stats (name, collection_id). */
export async function findCollectionOptionsPage(
  db: Db,
  page: { chainId?: number; search?: string; after?: readonly [string, string]; limit: number },
): Promise<CollectionOptionRow[]> {
  const where: SQL[] = [];
  if (page.chainId !== undefined) where.push(sql`s.chain_id = ${page.chainId}`);
  if (page.search) where.push(nameMatches(page.search));
  if (page.after) {
    const [name, id] = page.after;
    where.push(sql`(s.name, s.collection_id) > (${name}, ${id}::uuid)`);
  }
  const result = await db.execute(sql`
    select s.collection_id, s.name, c.logo_key, s.address
    from collection_stats s join collections c on c.id = s.collection_id
    where ${whereOf(where)}
    order by s.name, s.collection_id limit ${page.limit}`);
  return rowsOf<CollectionOptionRow>(result);
}
