import { BROWSE_COUNT_CAP, type CappedCount } from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assetBrowse, assetBrowseCounts } from "../../db/schema.ts";
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
  const matching = db
    .select({ one: sql`1` })
    .from(assetBrowse)
    .where(allRowConditions(filters))
    .limit(BROWSE_COUNT_CAP + 1)
    .as("matching");
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(matching);
  const n = row?.n ?? 0;
  return n > BROWSE_COUNT_CAP ? { count: BROWSE_COUNT_CAP, capped: true } : { count: n, capped: false };
}
