import type { BrowseSort } from "@meshlink/domain/browse-api.types";
import type { Period } from "@meshlink/domain/constants/browse-options";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { assetBrowse } from "../../db/schema.ts";
import { decodeCursor, encodeCursor } from "../page-cursor.ts";
import { type BrowseSearch, browseSearchRank } from "./browse-search.ts";
import { ServiceError } from "../service-error.ts";

// Every sort is a keyset walk of one asset_browse index: ORDER BY key, asset_id in one direction,
// the page after a cursor being `(key, asset_id) < (last key, last id)` (or `>` ascending). The
// expressions are those of the indexes (schema-browse.ts BROWSE_SORT_KEYS), so the planner reads
// the index in order and stops after a page.

type SortSpec = {
  /** Names the sort in the cursor: a cursor of another sort is refused, not misread. */
  tag: string;
  key: SQL;
  descending: boolean;
  /** Keys that are timestamps travel as whole microseconds (page-cursor.ts). */
  time: boolean;
};

const b = assetBrowse;
const trend = { "1D": b.trend1d, "7D": b.trend7d, "30D": b.trend30d } as const;

export function sortSpec(sort: BrowseSort, period: Period, search: BrowseSearch | null): SortSpec {
  // A search lists the closest names first unless another order was asked for.
  if (search && sort === "trending")
    return { tag: "rank", key: browseSearchRank(search), descending: true, time: false };
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

const ZBrowseCursor = z.tuple([z.string().max(20), z.number().finite(), z.guid()]);

/** The key as the page query selects it: numbers, timestamps as microseconds. */
export const selectedKey = (spec: SortSpec): SQL<number> =>
  spec.time
    ? sql<number>`(extract(epoch from ${spec.key}) * 1000000)::bigint::float8`
    : sql<number>`(${spec.key})::float8`;

export const encodeBrowseCursor = (spec: SortSpec, key: number, id: string) =>
  encodeCursor([spec.tag, key, id]);

/** Rows after the cursor in the sort's order; a cursor of another list or sort is a 400. */
export function afterCursor(spec: SortSpec, cursor: string): SQL {
  const [tag, key, id] = decodeCursor(cursor, ZBrowseCursor);
  // Within what the key's column holds: an integer, microseconds a timestamp holds, a real.
  const bound = spec.tag === "rank" ? 3e38 : spec.time ? Number.MAX_SAFE_INTEGER : 2_147_483_647;
  const fits = (spec.tag === "rank" || Number.isInteger(key)) && Math.abs(key) <= bound;
  if (tag !== spec.tag || !fits) throw new ServiceError("INVALID_REQUEST", "Invalid page cursor");
  const value = spec.time
    ? sql`timestamptz 'epoch' + ${Math.trunc(key)}::bigint * interval '1 microsecond'`
    : sql`${key}`;
  // A rank is a real: compared as one, or the float8 literal would never equal the row's own value.
  const typed = spec.tag === "rank" ? sql`${value}::real` : value;
  return spec.descending
    ? sql`(${spec.key}, ${b.assetId}) < (${typed}, ${id}::uuid)`
    : sql`(${spec.key}, ${b.assetId}) > (${typed}, ${id}::uuid)`;
}

export const orderOf = (spec: SortSpec): SQL[] =>
  spec.descending
    ? [sql`${spec.key} desc`, sql`${b.assetId} desc`]
    : [sql`${spec.key} asc`, sql`${b.assetId} asc`];
