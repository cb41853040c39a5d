import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { assets } from "../schema.ts";

/**
 * A search text made ready for the names' full-text index (docs/decisions/015-search.md): every
 * word is a prefix (as you type, "drag" finds "Dragon"), the words are ANDed, and a word that is
 * neither a known word nor the beginning of one is replaced by its nearest known word ("dargon"
 * → "dragon"). The search service resolves it; the name queries match and rank by it.
 */
export type ResolvedSearch = {
  /** The words searched for, lowercase, after correction. */
  words: string[];
  /** A tsquery text for the 'simple' configuration: `'dragon':* & 'sword':*`. */
  tsquery: string;
  /** The same words as whole words, any of them (`'dragon' | 'sword'`): ranks whole-word matches first. */
  wholeWords: string;
  /** The words as searched when at least one was corrected ("dragon sword"), else null. */
  corrected: string | null;
};

/** Rows whose name (its generated tsvector column) holds every resolved word. */
export const textMatches = (nameTsv: SQLWrapper, resolved: ResolvedSearch): SQL =>
  sql`${nameTsv} @@ to_tsquery('simple'::regconfig, ${resolved.tsquery})`;

/**
 * Higher for names that hold the words whole ("Iron Sword" before "Swordfish" for "sword"), then
 * for names where they weigh more: shorter names first (normalisation 1 divides by the length's log).
 */
export const textRank = (nameTsv: SQLWrapper, resolved: ResolvedSearch): SQL<number> =>
  sql<number>`(ts_rank(${nameTsv}, to_tsquery('simple'::regconfig, ${resolved.wholeWords}), 1) + ts_rank(${nameTsv}, to_tsquery('simple'::regconfig, ${resolved.tsquery}), 1))`;

/** Assets whose name matches: served by the GIN index assets_name_tsv. */
export const assetTextCondition = (resolved: ResolvedSearch): SQL => textMatches(assets.nameTsv, resolved);

/** An asset's relevance to the search, for `order by … desc`. */
export const assetTextRank = (resolved: ResolvedSearch): SQL<number> => textRank(assets.nameTsv, resolved);
