import { BROWSE_COUNT_CAP, type BrowseFacets } from "@meshlink/domain/browse-api.types";
import { ASSET_CATEGORIES, ASSET_GENRES } from "@meshlink/domain/constants/asset-categories";
import { STATUS_FILTER_OPTIONS } from "@meshlink/domain/constants/browse-filters";
import { TOKEN_TYPES } from "@meshlink/domain/constants/token-types";
import { type SQL, and, sql } from "drizzle-orm";
import type { Db } from "../../database.ts";
import { assetBrowse, assetBrowseCounts } from "../../schema.ts";
import {
  ACTIVITY_BIT,
  type FacetColumns,
  type FacetSection,
  type ResolvedFilters,
  browseRowColumns,
  genreBit,
  rollupColumns,
  sectionConditions,
} from "./browse-conditions.ts";
import { answeredByPriceBands, priceBandFacts } from "./browse-price-bands.ts";

type Counted = { count: number; capped: boolean };

/**
 * How many assets each sidebar option would leave under `filters`: each section's counts apply the
 * other sections' filters, not its own. With the sidebar's sections alone they are sums of the
 * rollup rows kept on write (one scan of a few thousand rows); price, collection, ownership,
 * creator and search filters count over the matching rows, up to the cap, and a count over a
 * capped set says `capped` (at least that many).
 */
export async function findBrowseFacetCounts(db: Db, filters: ResolvedFilters): Promise<BrowseFacets> {
  const fromRollup = filters.rows.length === 0;
  const byBands = answeredByPriceBands(filters);
  // The facts a facet reads, one row per rollup group, per price band group and asset at the price
  // range's ends, or per matching asset (up to the cap + 1).
  const source = fromRollup
    ? sql`(select ${sql.join(columnsOf(rollupColumns), sql`, `)}, ${assetBrowseCounts.assets} as n,
        false as cut from ${assetBrowseCounts} where ${assetBrowseCounts.assets} <> 0)`
    : byBands
      ? sql`(${priceBandFacts(filters, columnsOf, { sections: false })})`
      : sql`(select ${sql.join(columnsOf(browseRowColumns), sql`, `)}, 1 as n, false as cut
        from ${assetBrowse} where ${and(...filters.rows)} limit ${BROWSE_COUNT_CAP + 1})`;
  const sums = facetSums(filters);
  const grouped = (kind: string, column: string, name: string) =>
    sql`select ${kind}::text as kind, ${sql.raw(column)}::integer as value,
      coalesce(sum(n) filter (where ${sums.get(name)!}), 0)::float8 as n from f group by ${sql.raw(column)}`;
  const single = [...sums].filter(([name]) => !GROUPED.has(name));
  // The facts read once (a CTE read four times is computed once); each grouped section sums only
  // its own option, the rest in one row: a few aggregates a row instead of every one for every group.
  const result: unknown = await db.execute(sql`
    with f as (select * from ${source} as s),
      one as (select ${sql.join(
        single.map(
          ([name, condition]) =>
            sql`coalesce(sum(n) filter (where ${condition}), 0)::float8 as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )}, coalesce(sum(n), 0)::float8 as seen, count(*) filter (where cut)::float8 as cut from f)
    ${grouped("chain", "chain_id", "chain_n")}
    union all ${grouped("category", "category", "category_n")}
    union all ${grouped("type", "erc_type", "type_n")}
    union all select v.kind, 0, v.n from one cross join lateral (values ${sql.join(
      [
        ...single.map(([name]) => sql`(${name}::text, one.${sql.identifier(name)})`),
        sql`('seen'::text, one.seen)`,
        sql`('cut'::text, one.cut)`,
      ],
      sql`, `,
    )}) as v(kind, n)`);
  const rows = (result as { rows: { kind: string; value: number; n: number }[] }).rows;
  const one = new Map(rows.filter((row) => !SECTION_KINDS.has(row.kind)).map((row) => [row.kind, row.n]));
  const capped = byBands
    ? Number(one.get("cut") ?? 0) > 0
    : !fromRollup && Number(one.get("seen") ?? 0) > BROWSE_COUNT_CAP;
  const counted = (n: unknown): Counted =>
    capped
      ? { count: Math.min(Number(n ?? 0), BROWSE_COUNT_CAP), capped: true }
      : { count: Number(n ?? 0), capped: false };
  const byKind = (kind: string) =>
    new Map(rows.filter((row) => row.kind === kind).map((row) => [Number(row.value), counted(row.n)]));
  const chains = byKind("chain");
  const categories = byKind("category");
  const types = byKind("type");
  const overall = Object.fromEntries(one);
  const none = counted(0);
  return {
    chains: [...chains].sort(([a], [b]) => a - b).map(([value, count]) => ({ value, ...count })),
    status: STATUS_FILTER_OPTIONS.map(({ value }) => ({ value, ...counted(overall?.[`status_${value}`]) })),
    categories: ASSET_CATEGORIES.map(({ code, slug }) => ({
      value: slug,
      ...(categories.get(code) ?? none),
    })),
    genres: ASSET_GENRES.map(({ code, slug }) => ({ value: slug, ...counted(overall?.[`genre_${code}`]) })),
    activity: (["proposed", "integrated"] as const).map((value) => ({
      value,
      ...counted(overall?.[`activity_${value}`]),
    })),
    types: TOKEN_TYPES.map(({ value, standard }) => ({ value, ...(types.get(standard) ?? none) })),
    total: counted(overall?.total),
  };
}

// The sections grouped by their value, each with its own sum.
const GROUPED = new Set(["chain_n", "category_n", "type_n"]);
const SECTION_KINDS = new Set(["chain", "category", "type"]);

const columnsOf = (c: FacetColumns) => [
  sql`${c.chainId} as chain_id`,
  sql`${c.ercType} as erc_type`,
  sql`${c.category} as category`,
  sql`${c.genreMask} as genre_mask`,
  sql`${c.listed} as listed`,
  sql`${c.hasOffer} as has_offer`,
  sql`${c.activity} as activity`,
];

// The facts as the source subquery names them.
const f: FacetColumns = {
  chainId: sql.raw("chain_id"),
  ercType: sql.raw("erc_type"),
  category: sql.raw("category"),
  genreMask: sql.raw("genre_mask"),
  listed: sql.raw("listed"),
  hasOffer: sql.raw("has_offer"),
  activity: sql.raw("activity"),
};

/** One conditional sum per option: the other sections' filters and the option's own fact. */
function facetSums(filters: ResolvedFilters): Map<string, SQL> {
  const others = (section?: FacetSection) => sectionConditions(filters, f, section) ?? sql`true`;
  const status: Record<string, SQL> = {
    ALL: sql`true`,
    LISTED: sql`listed`,
    NOT_FOR_SALE: sql`not listed`,
    HAS_OFFER: sql`has_offer`,
    ON_AUCTION: sql`false`,
  };
  const list: { name: string; condition: SQL }[] = [
    { name: "chain_n", condition: others("chains") },
    { name: "category_n", condition: others("categories") },
    { name: "type_n", condition: others("types") },
    ...STATUS_FILTER_OPTIONS.map(({ value }) => ({
      name: `status_${value}`,
      condition: sql`${others("status")} and ${status[value]}`,
    })),
    ...ASSET_GENRES.map(({ code }) => ({
      name: `genre_${code}`,
      condition: sql`${others("genres")} and (genre_mask & ${sql.raw(String(genreBit(code)))}) <> 0`,
    })),
    ...(["proposed", "integrated"] as const).map((value) => ({
      name: `activity_${value}`,
      condition: sql`${others("activity")} and (activity & ${sql.raw(String(ACTIVITY_BIT[value]))}) <> 0`,
    })),
    { name: "total", condition: others() },
  ];
  return new Map(list.map(({ name, condition }) => [name, condition]));
}
