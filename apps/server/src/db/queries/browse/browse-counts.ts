import { BROWSE_COUNT_CAP, type CappedCount } from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import type { Db } from "../../database.ts";
import { rowsOf } from "../../rows-of.ts";
import { assetBrowse, assetBrowseCounts, assets } from "../../schema.ts";
import {
  type ResolvedFilters,
  allRowConditions,
  rollupColumns,
  sectionConditions,
} from "./browse-conditions.ts";
import { answeredByPriceBands, priceBandFacts } from "./browse-price-bands.ts";
import { type SearchTier, searchMatch } from "./browse-search.ts";

/** The filters' count is sums of rows kept on write (and at most two price bands' rows). */
export const countedOnWrite = (filters: ResolvedFilters) =>
  filters.rows.length === 0 || answeredByPriceBands(filters);

/**
 * How many assets match: with only the sidebar's sections, a sum of rollup rows (exact, whatever
 * the number), with a price range too, sums of price bands and the rows of the bands it cuts;
 * otherwise the matching rows counted up to the cap (the rest is not read).
 */
export async function countBrowse(db: Db, filters: ResolvedFilters): Promise<CappedCount> {
  if (answeredByPriceBands(filters)) {
    const facts = priceBandFacts(filters, () => [], { sections: true });
    const result = await db.execute(
      sql`select coalesce(sum(n), 0)::float8 as n, coalesce(bool_or(cut), false) as cut from (${facts}) as f`,
    );
    const [row] = rowsOf<{ n: number; cut: boolean }>(result);
    return row?.cut ? cappedCount(BROWSE_COUNT_CAP + 1) : { count: Number(row?.n ?? 0), capped: false };
  }
  if (filters.rows.length === 0) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${assetBrowseCounts.assets}), 0)::text` })
      .from(assetBrowseCounts)
      .where(sectionConditions(filters, rollupColumns));
    return { count: Number(row?.n ?? 0), capped: false };
  }
  return cappedCount(await countMatches(db, filters));
}

/** A number of matches counted up to one past the cap, as the reply says it. */
export const cappedCount = (n: number): CappedCount =>
  n > BROWSE_COUNT_CAP ? { count: BROWSE_COUNT_CAP, capped: true } : { count: n, capped: false };

/**
 * The rows matching the filters, counted up to one past the cap; a search matches on the joined
 * asset's name (the text match, or its relevance tier `tier`). The rows are selected with no
 * column, so that a bitmap scan skips the heap pages the visibility map says are all visible.
 */
export async function countMatches(db: Db, filters: ResolvedFilters, tier?: SearchTier): Promise<number> {
  const searchAs = filters.search ? searchMatch(filters.search, tier) : undefined;
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
