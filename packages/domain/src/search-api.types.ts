import { z } from "zod";

// The header search (spec section 7 "/api/search"; docs/decisions/015-search.md):
//   GET /api/search?q=…&limit=…  →  SearchResults, assets, collections and users ranked by name.

/** A search text is at most this long; the server searches its first SEARCH_MAX_WORDS words. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 8;
/** A longer word is searched as the prefix of this length it begins with. */
export const SEARCH_MAX_WORD_LENGTH = 32;
