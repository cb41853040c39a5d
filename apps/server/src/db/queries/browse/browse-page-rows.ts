import { type SQL, and, eq, sql } from "drizzle-orm";
import type { Db } from "../../database.ts";
import { rowsOf } from "../../rows-of.ts";
import { assetBrowse, assets } from "../../schema.ts";
import { type ResolvedFilters, allRowConditions } from "./browse-conditions.ts";
import { type SearchTier, searchMatch } from "./browse-search.ts";
import { type SortKey, type SortSpec, orderOf, rowsAfter, selectedKey } from "./browse-sorts.ts";

export type BrowsePageRow = { id: string; key: number; price: number | null };

/**
 * The rows matching the filters in the sort's order, from the one after `after`, at most `limit`;
 * a search's rows only those in its relevance tier `tier` when one is given. With `byIndex` false,
 * they are read in an order no index holds (then sorted).
 */
export function findBrowsePageRows(
  db: Db,
  filters: ResolvedFilters,
  spec: SortSpec,
  { after, tier, limit, byIndex }: { after?: SortKey; tier?: SearchTier; limit: number; byIndex: boolean },
): Promise<BrowsePageRow[]> {
  const { search } = filters;
  // A search matches on the joined catalog row's name, whose statistics and index the planner weighs.
  const searchAs: SQL | undefined = search ? searchMatch(search, tier) : undefined;
  const where = and(allRowConditions(filters, { searchAs }), after && rowsAfter(spec, after));
  const rowsOn = (on: Pick<Db, "select">) => {
    const query = on
      .select({ id: assetBrowse.assetId, key: selectedKey(spec), price: assetBrowse.price })
      .from(assetBrowse);
    const joined = search ? query.innerJoin(assets, eq(assets.id, assetBrowse.assetId)) : query;
    return joined
      .where(where)
      .orderBy(...orderOf(spec, { byIndex }))
      .limit(limit);
  };
  if (byIndex) return rowsOn(db);
  // A few matches sorted: the planner, which overestimates rare words, would otherwise start
  // parallel workers for them (~250 ms on a loaded 2-core machine for 20 rows found in 0.4 ms).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOn(tx);
  });
}

/** How many rows the read model holds, as the planner's statistics say (no count of a million rows). */
export async function browseRowsEstimate(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'asset_browse'::regclass`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
