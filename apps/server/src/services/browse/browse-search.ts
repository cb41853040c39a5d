import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assetBrowse, assets } from "../../db/schema.ts";
import { type ResolvedSearch, assetTextCondition, assetTextRank } from "../../db/queries/text-match.ts";
import { resolveSearch } from "../search/resolve-search.ts";

// The browse search box is the search module's text match over asset names (docs/decisions/015):
// prefixes as you type, typos corrected against the names' dictionary, whole words ranked first.

export type BrowseSearch = ResolvedSearch;

/** The search text resolved; null for no search, "nothing" for a text with no word to find. */
export async function resolveBrowseSearch(db: Db, text: string | undefined) {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return (await resolveSearch(db, trimmed)) ?? "nothing";
}

/** Browse rows whose asset's name matches (the names' GIN index answers the inner query). */
export const browseSearchCondition = (search: BrowseSearch): SQL =>
  sql`${assetBrowse.assetId} in (select ${assets.id} from ${assets} where ${assetTextCondition(search)})`;

/** The joined asset's relevance, the order of a search's results. */
export const browseSearchRank = (search: BrowseSearch): SQL<number> => assetTextRank(search);
