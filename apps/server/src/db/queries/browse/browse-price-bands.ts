import { BROWSE_COUNT_CAP } from "@meshlink/domain/browse-api.types";
import { type SQL, and, sql } from "drizzle-orm";
import { assetBrowse, assetBrowsePriceCounts } from "../../schema.ts";
import {
  type FacetColumns,
  type PriceRange,
  type ResolvedFilters,
  browseRowColumns,
  priceRangeCondition,
  sectionConditions,
} from "./browse-conditions.ts";

// A price range's count and facets without counting its rows (docs/decisions/014): the listed
// assets are also counted by whole percent of price (asset_browse_price_counts, a band being the
// prices 100·b … 100·b + 99), so a range is the bands it covers whole, summed, and the rows of the
// one or two bands it cuts at its ends, read from a price index that holds every section's fact.

/** The price counts' columns, for the same section conditions as the rows' (all of them listed). */
const priceBandColumns: FacetColumns = {
  chainId: assetBrowsePriceCounts.chainId,
  ercType: assetBrowsePriceCounts.ercType,
  category: assetBrowsePriceCounts.category,
  genreMask: assetBrowsePriceCounts.genreMask,
  listed: sql`true`,
  hasOffer: assetBrowsePriceCounts.hasOffer,
  activity: assetBrowsePriceCounts.activity,
};

const BAND = 100;

/**
 * The bands a range covers whole (null for none; `to` null for every band from `from` up) and the
 * ranges left at its ends.
 */
function splitPriceRange({ min, max }: PriceRange): {
  bands: { from: number; to: number | null } | null;
  ends: PriceRange[];
} {
  const from = Math.ceil(min / BAND);
  const to = max === null ? null : Math.floor((max + 1) / BAND) - 1;
  if (to !== null && from > to) return { bands: null, ends: [{ min, max }] };
  const ends: PriceRange[] = [];
  if (min < from * BAND) ends.push({ min, max: from * BAND - 1 });
  if (to !== null && max !== null && max > to * BAND + BAND - 1) ends.push({ min: (to + 1) * BAND, max });
  return { bands: { from, to }, ends };
}

/** The filters are the sidebar's sections and a price range, nothing a band cannot answer. */
export const answeredByPriceBands = (
  filters: ResolvedFilters,
): filters is ResolvedFilters & { price: PriceRange } =>
  filters.price !== null && filters.rows.length === 1 && filters.rows[0] === filters.priceRow;

/**
 * The assets in a price range as rows of (`columns`…, n, cut): one per covered band group with its
 * count, one per asset at the range's ends (n 1), an end read up to the cap + 1 rows (`cut` true on
 * the row past the cap, which stands for the rows not read). With `sections`, only the assets the
 * sidebar's section filters leave.
 */
export function priceBandFacts(
  filters: ResolvedFilters & { price: PriceRange },
  columns: (c: FacetColumns) => SQL[],
  { sections }: { sections: boolean },
): SQL {
  const { bands, ends } = splitPriceRange(filters.price);
  const p = assetBrowsePriceCounts;
  const covered = !bands
    ? sql`false`
    : bands.to === null
      ? sql`${p.band} >= ${bands.from}`
      : sql`${p.band} between ${bands.from} and ${bands.to}`;
  const select = (c: FacetColumns, n: SQL, cut: SQL) =>
    sql.join([...columns(c), sql`${n} as n`, sql`${cut} as cut`], sql`, `);
  const onBands = sections ? sectionConditions(filters, priceBandColumns) : undefined;
  const onRows = sections ? sectionConditions(filters, browseRowColumns) : undefined;
  // An end's rows past the cap are not read: the one past it is marked cut, standing for them.
  const endRows = (end: PriceRange) =>
    sql`(select ${select(browseRowColumns, sql`1`, sql`row_number() over () > ${BROWSE_COUNT_CAP}`)}
      from ${assetBrowse} where ${and(priceRangeCondition(end), onRows)} limit ${BROWSE_COUNT_CAP + 1})`;
  return sql.join(
    [
      sql`select ${select(priceBandColumns, sql`${p.assets}`, sql`false`)}
        from ${p} where ${and(covered, sql`${p.assets} <> 0`, onBands)}`,
      ...ends.map(endRows),
    ],
    sql` union all `,
  );
}
