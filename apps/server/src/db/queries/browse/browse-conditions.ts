import type { ActivityFilter, ZBrowseFilters } from "@meshlink/domain/browse-api.types";
import { categoryCode, genreCodes } from "@meshlink/domain/constants/asset-categories";
import type { ErcType } from "@meshlink/domain/constants/token-types";
import { type SQL, type SQLWrapper, and, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { assetBrowse, assetBrowseCounts } from "../../schema.ts";
import { type BrowseSearch, browseSearchCondition } from "./browse-search.ts";

export type BrowseFilterInput = z.output<typeof ZBrowseFilters>;

/** An ownership filter (CREATED or OWNED) with the signed-in viewer it is about. */
export type OwnershipFilter = {
  ownership: Exclude<BrowseFilterInput["ownership"], "ALL">;
  userId: string;
};

/** The sidebar sections whose facts the rollup counts (asset_browse_counts). */
export type FacetSection = "chains" | "status" | "categories" | "genres" | "activity" | "types";

/** The columns a section filter reads, on asset_browse rows or on their rollup rows. */
export type FacetColumns = {
  chainId: SQLWrapper;
  ercType: SQLWrapper;
  category: SQLWrapper;
  genreMask: SQLWrapper;
  listed: SQLWrapper;
  hasOffer: SQLWrapper;
  activity: SQLWrapper;
};

export const browseRowColumns: FacetColumns = {
  chainId: assetBrowse.chainId,
  ercType: assetBrowse.ercType,
  category: assetBrowse.category,
  genreMask: assetBrowse.genreMask,
  listed: sql`(${assetBrowse.price} is not null)`,
  hasOffer: assetBrowse.hasOffer,
  activity: assetBrowse.activity,
};

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

const ERC_STANDARD: Record<ErcType, number> = { ERC721: 721, ERC1155: 1155 };
export const ACTIVITY_BIT: Record<ActivityFilter, number> = { proposed: 1, integrated: 2 };
export const genreBit = (code: number) => 1 << (code - 1);

/** A browse query's filters, split into the rollup's sections and the ones only rows can answer. */
export type ResolvedFilters = {
  sections: Partial<Record<FacetSection, (columns: FacetColumns) => SQL>>;
  /** Conditions on asset_browse rows beyond the sections (price, collection, ownership, creator, search). */
  rows: SQL[];
  search: BrowseSearch | null;
  /** The search's own entry in `rows`; a query that joins the asset matches on it instead. */
  searchRow: SQL | null;
  /** The price range (royalty ×100) and its own entry in `rows`, which price bands can answer. */
  price: PriceRange | null;
  priceRow: SQL | null;
};

/** Listed assets whose price (royalty ×100) is from `min` to `max`, or from `min` up. */
export type PriceRange = { min: number; max: number | null };

/**
 * The range said in the price sorts' index expressions (unlisted rows fall outside it), so that an
 * index range answers it.
 */
export const priceRangeCondition = ({ min, max }: PriceRange): SQL =>
  max === null
    ? sql`coalesce(${assetBrowse.price}, -1) >= ${min}`
    : sql`coalesce(${assetBrowse.price}, 2147483647) between ${min} and ${max}`;

/**
 * The request's filters as SQL. Its ownership filter comes as `owner` (checked by the caller against
 * the viewer); its own `ownership` field is not read.
 */
export function browseConditions(
  filters: BrowseFilterInput,
  owner: OwnershipFilter | null,
  search: BrowseSearch | "nothing" | null,
): ResolvedFilters {
  const sections: ResolvedFilters["sections"] = {};
  const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;
  if (some(filters.chainIds)) {
    const ids = filters.chainIds;
    sections.chains = (c) => inArray(c.chainId as never, ids);
  }
  const status = filters.status;
  if (status !== "ALL") {
    sections.status = (c) =>
      status === "LISTED"
        ? sql`${c.listed}`
        : status === "NOT_FOR_SALE"
          ? sql`not ${c.listed}`
          : status === "HAS_OFFER"
            ? sql`${c.hasOffer}`
            : sql`false`; // No auctions exist: the option is shown disabled.
  }
  if (some(filters.categories)) {
    const codes = filters.categories.map(categoryCode);
    sections.categories = (c) => inArray(c.category as never, codes);
  }
  if (some(filters.genres)) {
    const mask = genreCodes(filters.genres).reduce((bits, code) => bits | genreBit(code), 0);
    sections.genres = (c) => sql`(${c.genreMask} & ${mask}) <> 0`;
  }
  if (some(filters.activity)) {
    const mask = filters.activity.reduce((bits, value) => bits | ACTIVITY_BIT[value], 0);
    // `<> 0` as well: the partial index of the few active assets answers it.
    sections.activity = (c) => sql`${c.activity} <> 0 and (${c.activity} & ${mask}) <> 0`;
  }
  if (some(filters.ercTypes)) {
    const standards = filters.ercTypes.map((type) => ERC_STANDARD[type]);
    sections.types = (c) => inArray(c.ercType as never, standards);
  }

  const rows: SQL[] = [];
  // Prices are percent with two decimals; the model keeps royalty ×100.
  const price: PriceRange | null =
    filters.priceMin === undefined && filters.priceMax === undefined
      ? null
      : {
          min: Math.round((filters.priceMin ?? 0) * 100),
          max: filters.priceMax === undefined ? null : Math.round(filters.priceMax * 100),
        };
  const priceRow = price && priceRangeCondition(price);
  if (priceRow) rows.push(priceRow);
  if (some(filters.collectionIds)) rows.push(inArray(assetBrowse.collectionId, [...filters.collectionIds]));
  if (filters.collectionAddress)
    rows.push(sql`${assetBrowse.collectionAddress} = ${filters.collectionAddress}`);
  if (filters.userId) rows.push(sql`${assetBrowse.creatorUserId} = ${filters.userId}`);
  if (owner) {
    rows.push(
      owner.ownership === "CREATED"
        ? sql`${assetBrowse.creatorUserId} = ${owner.userId}`
        : // The viewer's tokens are few: found from their wallets' balances, then their rows by token.
          sql`(${assetBrowse.chainId}, ${assetBrowse.collectionAddress}, ${assetBrowse.tokenId}) in (
            select cb.chain_id, cb.collection, cb.token_id from chain_balances cb
            join user_addresses ua on ua.address = cb.owner
            where ua.user_id = ${owner.userId} and cb.balance > 0)`,
    );
  }
  // A text with no word to look for finds nothing rather than everything.
  const searchRow = search && search !== "nothing" ? browseSearchCondition(search) : null;
  if (search === "nothing") rows.push(sql`false`);
  else if (searchRow) rows.push(searchRow);
  return { sections, rows, search: search === "nothing" ? null : search, searchRow, price, priceRow };
}

/** Every section's condition on `columns` but `except`'s (a section's own counts ignore it). */
export function sectionConditions(
  filters: ResolvedFilters,
  columns: FacetColumns,
  except?: FacetSection,
): SQL | undefined {
  return and(
    ...Object.entries(filters.sections)
      .filter(([section]) => section !== except)
      .map(([, condition]) => condition(columns)),
  );
}

/**
 * All the filters on asset_browse rows. With `searchAs`, for a query that joins the catalog row, the
 * search's row condition is replaced by that condition on the joined asset's name (the text match,
 * or one relevance tier of it): the planner can then weigh the name's own statistics and index. The
 * `in (select …)` form was planned as a hash join over the whole read model at 1M assets on
 * PostgreSQL (414 ms of SQL for a rare word, bench/browse).
 */
export const allRowConditions = (
  filters: ResolvedFilters,
  { searchAs }: { searchAs?: SQL } = {},
): SQL | undefined => {
  const rows =
    searchAs && filters.searchRow
      ? filters.rows.map((row) => (row === filters.searchRow ? searchAs : row))
      : filters.rows;
  return and(sectionConditions(filters, browseRowColumns), ...rows);
};
