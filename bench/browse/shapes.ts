import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { CHAIN_ID } from "@meshlink/server/src/testing/fill-marketplace.ts";
import { COLLECTION_WORD, COMMON_WORD, RARE_WORD, TYPO_WORD } from "./fill-browse.ts";

// The request shapes of discovery (browse assets, browse collections, facets, search) and, for
// each, the SQL that gives the same answer straight from the tables with the schema's indexes: the
// floor the API is compared to. `body` speaks the browse contract (browse-api.types.ts); `legacy`
// the page-numbered list that came before it, for the shapes it can answer at all.

export type Endpoint = "browse" | "facets" | "collections" | "search";
export type Shape = {
  name: string;
  endpoint: Endpoint;
  /** POST body (browse, facets) or query string (collections, search). */
  body: Record<string, unknown>;
  legacy?: Record<string, unknown>;
  floor: SQL;
};

/** Where the first pages end: the deep page is the one after `DEEP_PAGES` pages of 24. */
export const DEEP_PAGES = 50;
export const PER_PAGE = 24;

export type ShapeContext = {
  /** The last row of page DEEP_PAGES, newest first: where the deep page's keyset starts. */
  deepAfter: { createdAt: string; id: string };
  /** The deep page's cursor as the API gave it (browse contract), after DEEP_PAGES pages. */
  deepCursor: string | null;
  /** Whether names have the full-text column (docs/decisions/015-search.md) the floor can use. */
  fullText: boolean;
};

const BIG_COLLECTION = sql`md5('c1')::uuid`;
/** md5('c1')::uuid, as fill-marketplace.ts names the big collection. */
const bigCollectionId = createHash("md5")
  .update("c1")
  .digest("hex")
  .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
const live = (l: string) =>
  sql.raw(`${l}.state = 'active' and (${l}.expiration = 0 or ${l}.expiration > extract(epoch from now()))`);
const listingOf = sql`l.chain_id = a.chain_id and l.collection = a.collection_address and l.token_id = a.token_id`;
const newest = sql`order by a.created_at desc, a.id desc limit ${sql.raw(String(PER_PAGE))}`;
const trending = (hours: number) =>
  sql`select a.id from (select asset_id, count(*) as n from proposals
      where created_at > now() - ${sql.raw(`interval '${hours} hours'`)}
      group by asset_id order by n desc, asset_id limit ${sql.raw(String(PER_PAGE))}) t
    join assets a on a.id = t.asset_id order by t.n desc`;
const byPrice = (direction: "asc" | "desc") =>
  sql`select a.id from chain_listings l join assets a on ${listingOf}
    where l.chain_id = ${sql.raw(String(CHAIN_ID))} and ${live("l")}
    order by l.royalty_fee ${sql.raw(direction)}, l.listing_id limit ${sql.raw(String(PER_PAGE))}`;
const facetCounts = (where: SQL) =>
  sql`select
      (select json_object_agg(category, n) from (select category, count(*) as n from assets a where ${where} group by 1) x),
      (select json_object_agg(g, n) from (select g, count(*) as n from assets a, unnest(a.genres) g where ${where} group by 1) y),
      (select json_object_agg(erc_type, n) from (select c.erc_type, count(*) as n from assets a join collections c on c.id = a.collection_id where ${where} group by 1) z),
      (select count(*) from assets a where ${where} and exists (select 1 from chain_listings l where ${listingOf} and ${live("l")})),
      (select count(*) from assets a where ${where} and exists (select 1 from proposals p where p.asset_id = a.id))`;

export function browseShapes({ deepAfter, deepCursor, fullText }: ShapeContext): Shape[] {
  const words = (word: string, table = "a") =>
    fullText
      ? sql.raw(`${table}.name_tsv @@ to_tsquery('simple', '${word.toLowerCase()}')`)
      : sql.raw(`${table}.name ilike '%${word}%'`);
  const listed = sql`exists (select 1 from chain_listings l where ${listingOf} and ${live("l")})`;
  const newestFirst = { sort: "newest" };
  return [
    {
      name: "browse, first page (default: trending 7D)",
      endpoint: "browse",
      body: {},
      legacy: {},
      floor: trending(168),
    },
    {
      name: `browse, deep page (cursor after ${DEEP_PAGES} pages, newest)`,
      endpoint: "browse",
      body: { ...newestFirst, cursor: deepCursor },
      legacy: { page: DEEP_PAGES + 1 },
      floor: sql`select a.id from assets a where (a.created_at, a.id) < (${deepAfter.createdAt}::timestamptz, ${deepAfter.id}::uuid) ${newest}`,
    },
    {
      name: "sort trending 1D",
      endpoint: "browse",
      body: { sort: "trending", period: "1D" },
      floor: trending(24),
    },
    {
      name: "sort trending 7D",
      endpoint: "browse",
      body: { sort: "trending", period: "7D" },
      floor: trending(168),
    },
    {
      name: "sort trending 30D",
      endpoint: "browse",
      body: { sort: "trending", period: "30D" },
      floor: trending(720),
    },
    {
      name: "sort recently listed",
      endpoint: "browse",
      body: { sort: "recently-listed" },
      floor: sql`select a.id from chain_listings l join assets a on ${listingOf}
        where l.chain_id = ${sql.raw(String(CHAIN_ID))} and ${live("l")} order by l.listing_id desc limit ${sql.raw(String(PER_PAGE))}`,
    },
    {
      name: "sort price low to high",
      endpoint: "browse",
      body: { sort: "price-asc" },
      floor: byPrice("asc"),
    },
    {
      name: "sort price high to low",
      endpoint: "browse",
      body: { sort: "price-desc" },
      floor: byPrice("desc"),
    },
    {
      name: "sort newest",
      endpoint: "browse",
      body: newestFirst,
      legacy: {},
      floor: sql`select a.id from assets a ${newest}`,
    },
    {
      name: "filter chain (all assets on it), newest",
      endpoint: "browse",
      body: { ...newestFirst, chainIds: [CHAIN_ID] },
      legacy: { chainId: CHAIN_ID },
      floor: sql`select a.id from assets a where a.chain_id = ${sql.raw(String(CHAIN_ID))} ${newest}`,
    },
    {
      name: "filter status LISTED, newest",
      endpoint: "browse",
      body: { ...newestFirst, status: "LISTED" },
      floor: sql`select a.id from assets a where ${listed} ${newest}`,
    },
    {
      name: "filter category weapons, newest",
      endpoint: "browse",
      body: { ...newestFirst, categories: ["weapons"] },
      floor: sql`select a.id from assets a where a.category = 4 ${newest}`,
    },
    {
      name: "filter genre sci-fi, newest",
      endpoint: "browse",
      body: { ...newestFirst, genres: ["sci-fi"] },
      floor: sql`select a.id from assets a where a.genres && '{2}'::smallint[] ${newest}`,
    },
    {
      name: "filter price 2–3 %, newest",
      endpoint: "browse",
      body: { ...newestFirst, priceMin: 2, priceMax: 3 },
      floor: sql`select a.id from chain_listings l join assets a on ${listingOf}
        where ${live("l")} and l.royalty_fee between 200 and 300 ${newest}`,
    },
    {
      name: "filter collection (the 10 %-of-assets one), newest",
      endpoint: "browse",
      body: { ...newestFirst, collectionIds: [bigCollectionId] },
      legacy: { collectionId: bigCollectionId },
      floor: sql`select a.id from assets a where a.collection_id = ${BIG_COLLECTION} ${newest}`,
    },
    {
      name: "filter type ERC1155, newest",
      endpoint: "browse",
      body: { ...newestFirst, ercTypes: ["ERC1155"] },
      floor: sql`select a.id from assets a join collections c on c.id = a.collection_id
        where c.erc_type = 'ERC1155' ${newest}`,
    },
    {
      name: "filter activity has proposals, newest",
      endpoint: "browse",
      body: { ...newestFirst, activity: ["proposed"] },
      floor: sql`select a.id from assets a where exists (select 1 from proposals p where p.asset_id = a.id) ${newest}`,
    },
    {
      name: "filters combined (listed, weapons, sci-fi, 2–20 %, ERC1155), price low to high",
      endpoint: "browse",
      body: {
        sort: "price-asc",
        chainIds: [CHAIN_ID],
        status: "LISTED",
        categories: ["weapons"],
        genres: ["sci-fi"],
        priceMin: 2,
        priceMax: 20,
        ercTypes: ["ERC1155"],
      },
      floor: sql`select a.id from chain_listings l join assets a on ${listingOf}
        join collections c on c.id = a.collection_id
        where ${live("l")} and l.royalty_fee between 200 and 2000 and a.category = 4
          and a.genres && '{2}'::smallint[] and c.erc_type = 'ERC1155'
        order by l.royalty_fee, l.listing_id limit ${sql.raw(String(PER_PAGE))}`,
    },
    {
      name: `search common word "${COMMON_WORD}"`,
      endpoint: "browse",
      body: { search: COMMON_WORD },
      legacy: { search: COMMON_WORD },
      floor: sql`select a.id from assets a where ${words(COMMON_WORD)} ${newest}`,
    },
    {
      name: `search rare word "${RARE_WORD}"`,
      endpoint: "browse",
      body: { search: RARE_WORD },
      legacy: { search: RARE_WORD },
      floor: sql`select a.id from assets a where ${words(RARE_WORD)} ${newest}`,
    },
    {
      name: `search typo "${TYPO_WORD}" (floor: the corrected word)`,
      endpoint: "browse",
      body: { search: TYPO_WORD },
      legacy: { search: TYPO_WORD },
      floor: sql`select a.id from assets a where ${words(COMMON_WORD)} ${newest}`,
    },
    {
      name: "collections by volume 7D",
      endpoint: "collections",
      body: { sort: "volume", period: "7D" },
      floor: sql`select a.collection_id, count(*) from proposals p join assets a on a.id = p.asset_id
        where p.is_finalised and p.created_at > now() - interval '7 days'
        group by 1 order by 2 desc limit ${sql.raw(String(PER_PAGE))}`,
    },
    {
      name: `collections search "${COLLECTION_WORD}"`,
      endpoint: "collections",
      body: { search: COLLECTION_WORD },
      floor: sql`select c.id from collections c where ${words(COLLECTION_WORD, "c")}
        order by c.created_at desc limit ${sql.raw(String(PER_PAGE))}`,
    },
    {
      name: "facet counts, no filter",
      endpoint: "facets",
      body: {},
      floor: facetCounts(sql`true`),
    },
    {
      name: "facet counts, weapons + sci-fi + listed",
      endpoint: "facets",
      body: { categories: ["weapons"], genres: ["sci-fi"], status: "LISTED" },
      floor: facetCounts(sql`a.category = 4 and a.genres && '{2}'::smallint[]`),
    },
    {
      name: `/api/search "${COLLECTION_WORD}" (assets, collections, users)`,
      endpoint: "search",
      body: { q: COLLECTION_WORD },
      floor: sql`(select 'asset', a.id from assets a where ${words(COLLECTION_WORD)} limit 5)
        union all (select 'collection', c.id from collections c where ${words(COLLECTION_WORD, "c")} limit 5)
        union all (select 'user', u.id from users u where u.name ilike ${`%${COLLECTION_WORD}%`} limit 5)`,
    },
  ];
}
