import { BROWSE_COUNT_CAP, type CappedCount } from "@meshlink/domain/browse-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { assetTextCondition } from "../../db/queries/text-match.ts";
import { assetBrowse, assetBrowseCounts, assets } from "../../db/schema.ts";
import {
  type FacetColumns,
  type ResolvedFilters,
  allRowConditions,
  sectionConditions,
} from "./browse-filters.ts";

/** The rollup's columns, for the same section conditions as the rows'. */
export const rollupColumns: FacetColumns = {
  chainId: assetBrowseCounts.chainId,
  ercType: assetBrowseCounts.ercType,
  category: assetBrowseCounts.category,
  genreMask: assetBrowseCounts.genreMask,
  listed: assetBrowseCounts.listed,
  hasOffer: assetBrowseCounts.hasOffer,
  activity: assetBrowseCounts.activity,
};

/**
 * How many assets match: with only the sidebar's sections, a sum of rollup rows (exact, whatever
 * the number); otherwise the matching rows counted up to the cap (the rest is not read).
 */
export async function countBrowse(db: Db, filters: ResolvedFilters): Promise<CappedCount> {
  if (filters.rows.length === 0) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${assetBrowseCounts.assets}), 0)::text` })
      .from(assetBrowseCounts)
      .where(sectionConditions(filters, rollupColumns));
    return { count: Number(row?.n ?? 0), capped: false };
  }
  const { search } = filters;
  return cappedCount(await countMatches(db, filters, search ? assetTextCondition(search) : undefined));
}

/** A number of matches counted up to one past the cap, as the reply says it. */
export const cappedCount = (n: number): CappedCount =>
  n > BROWSE_COUNT_CAP ? { count: BROWSE_COUNT_CAP, capped: true } : { count: n, capped: false };

/**
 * The rows matching the filters, counted up to one past the cap; a search matches by `searchAs` on
 * the joined asset's name (the text match or one relevance tier of it). The rows are selected with
 * no column, so that a bitmap scan skips the heap pages the visibility map says are all visible.
 */
export async function countMatches(db: Db, filters: ResolvedFilters, searchAs?: SQL): Promise<number> {
  const limit = sql`limit ${BROWSE_COUNT_CAP + 1}`;
  const onlySearch = searchAs && filters.rows.length === 1 && Object.keys(filters.sections).length === 0;
  // Every asset has its browse row: a search alone counts names, without reaching the read model.
  const matching = onlySearch
    ? sql`select from ${assets} where ${searchAs} ${limit}`
    : searchAs
      ? sql`select from ${assetBrowse} join ${assets} on ${assets.id} = ${assetBrowse.assetId}
          where ${allRowConditions(filters, { searchAs })} ${limit}`
      : sql`select from ${assetBrowse} where ${allRowConditions(filters)} ${limit}`;
  const result = await db.execute(sql`select count(*)::integer as n from (${matching}) as matching`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
