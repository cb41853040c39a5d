import { type SQL, sql } from "drizzle-orm";
import { assetBrowse, assets } from "../../schema.ts";
import { type ResolvedSearch, assetTextCondition } from "../text-match.ts";

// The browse search box is the search module's text match over asset names (docs/decisions/015):
// prefixes as you type, typos corrected against the names' dictionary. Its results come in two
// relevance tiers, each in the list's popularity order (browse-sorts.ts), so that a page is a walk
// of one index that stops after the page, whatever the number of matches.

export type BrowseSearch = ResolvedSearch;

/**
 * Browse rows whose asset's name matches, for queries on asset_browse alone (the facets): the
 * names' GIN index answers the inner query.
 */
export const browseSearchCondition = (search: BrowseSearch): SQL =>
  sql`${assetBrowse.assetId} in (select ${assets.id} from ${assets} where ${assetTextCondition(search)})`;

/** A search's relevance tiers, best first: 1 holds every word whole, 2 the rest of the matches. */
export const SEARCH_TIERS = [1, 2] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

// Words hold only letters and digits (search-words.ts): quoting them is enough.
const wholeWords = (search: BrowseSearch) => search.words.map((word) => `'${word}'`).join(" & ");

/**
 * The joined asset's name is in `tier`: tier 1 names hold every word as a whole word ("Iron Sword"
 * for "sword"), tier 2 hold them all, some only as the beginning of a longer word ("Swordfish").
 * Each is one tsquery on the names' column, so the planner weighs it by that column's statistics:
 * a common word is met within a few hundred rows of the popularity index, a rare one is found
 * through the names' GIN index.
 */
function searchTierCondition(search: BrowseSearch, tier: SearchTier): SQL {
  const query = tier === 1 ? wholeWords(search) : `(${search.tsquery}) & !(${wholeWords(search)})`;
  return sql`${assets.nameTsv} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/** The joined asset's name matches the search: in `tier` when one is given, else in either. */
export const searchMatch = (search: BrowseSearch, tier?: SearchTier): SQL =>
  tier === undefined ? assetTextCondition(search) : searchTierCondition(search, tier);
