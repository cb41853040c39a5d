import type { Db } from "../../db/database.ts";
import { resolveSearch } from "../search/resolve-search.ts";

// The browse search box is the search module's text match over asset names (docs/decisions/015),
// read in relevance tiers by db/queries/browse/browse-search.ts.

/** The search text resolved; null for no search, "nothing" for a text with no word to find. */
export async function resolveBrowseSearch(db: Db, text: string | undefined) {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return (await resolveSearch(db, trimmed)) ?? "nothing";
}
