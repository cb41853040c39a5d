import type { BrowseSort } from "@meshlink/domain/browse-api.types";
import type { Period } from "@meshlink/domain/constants/browse-options";
import { type SQL, sql } from "drizzle-orm";
import { assetBrowse } from "../../schema.ts";
import type { BrowseSearch } from "./browse-search.ts";

// Every sort is a keyset walk of one asset_browse index: ORDER BY key, asset_id in one direction,
// the page after a cursor being `(key, asset_id) < (last key, last id)` (or `>` ascending). The
// expressions are those of the indexes (schema-browse.ts BROWSE_SORT_KEYS), so the planner reads
// the index in order and stops after a page. A search in the default order is the same walk once
// per relevance tier (browse-search.ts): the cursor carries the tier of its row as well.

export type SortSpec = {
  /** Names the sort in the cursor: a cursor of another sort is refused, not misread. */
  tag: string;
  key: SQL;
  descending: boolean;
  /** Keys that are timestamps travel as whole microseconds (page-cursor.ts). */
  time: boolean;
  /** A search's relevance tiers come first, each in this key's order. */
  tiered?: boolean;
};

/** A row's place in a sort: its key as selectedKey reads it, and its asset id. */
export type SortKey = { key: number; id: string };

const b = assetBrowse;
const trend = { "1D": b.trend1d, "7D": b.trend7d, "30D": b.trend30d } as const;

export function sortSpec(sort: BrowseSort, period: Period, search: BrowseSearch | null): SortSpec {
  // A search lists the closest names first unless another order was asked for: whole-word matches,
  // then the rest, each by the period's trending.
  if (search && sort === "trending")
    return {
      tag: `search-${period}`,
      key: sql`${trend[period]}`,
      descending: true,
      time: false,
      tiered: true,
    };
  switch (sort) {
    case "trending":
      return { tag: `trending-${period}`, key: sql`${trend[period]}`, descending: true, time: false };
    case "newest":
      return { tag: "newest", key: sql`${b.createdAt}`, descending: true, time: true };
    case "recently-listed":
      return { tag: sort, key: sql`coalesce(${b.listedAt}, to_timestamp(0))`, descending: true, time: true };
    case "price-asc":
      return { tag: sort, key: sql`coalesce(${b.price}, 2147483647)`, descending: false, time: false };
    case "price-desc":
      return { tag: sort, key: sql`coalesce(${b.price}, -1)`, descending: true, time: false };
  }
}

/** The key as the page query selects it: numbers, timestamps as microseconds. */
export const selectedKey = (spec: SortSpec): SQL<number> =>
  spec.time
    ? sql<number>`(extract(epoch from ${spec.key}) * 1000000)::bigint::float8`
    : sql<number>`(${spec.key})::float8`;

/** The rows after `after` in the sort's order (its key checked to fit the key's column by the caller). */
export function rowsAfter(spec: SortSpec, { key, id }: SortKey): SQL {
  const value = spec.time
    ? sql`timestamptz 'epoch' + ${Math.trunc(key)}::bigint * interval '1 microsecond'`
    : sql`${key}`;
  return spec.descending
    ? sql`(${spec.key}, ${b.assetId}) < (${value}, ${id}::uuid)`
    : sql`(${spec.key}, ${b.assetId}) > (${value}, ${id}::uuid)`;
}

/**
 * The sort's order. With `byIndex` false the key is written `key + 0`, which no index holds: the
 * planner must then find the rows by another condition and sort them (a search tier of few matches,
 * rather than walking the whole sort index for them). Numeric keys only.
 */
export const orderOf = (spec: SortSpec, { byIndex = true }: { byIndex?: boolean } = {}): SQL[] => {
  const key = byIndex || spec.time ? spec.key : sql`(${spec.key} + 0)`;
  return spec.descending
    ? [sql`${key} desc`, sql`${b.assetId} desc`]
    : [sql`${key} asc`, sql`${b.assetId} asc`];
};
