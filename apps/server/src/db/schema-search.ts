import { sql } from "drizzle-orm";
import { customType, index, pgTable, text } from "drizzle-orm/pg-core";

// Search (docs/decisions/015-search.md). Names are searched through a generated tsvector with the
// 'simple' configuration (no stemming, no stop words: names are in any language and "The" may
// matter) over a GIN index; typos are corrected against the dictionary of every word in a name.

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of a name as the GIN index holds them: lowercase, split on anything not a letter or
 * digit, as search-words.ts splits a query. The parser's own tokens for markup, paths, hosts and
 * addresses would hide words (`Sword/Shield` is one file token, the text inside `<script>` none),
 * so their punctuation is read as a space first.
 */
export const nameTsvector = (name: string) =>
  sql`to_tsvector('simple'::regconfig, translate(${sql.identifier(name)}, '<>/.@:', '      '))`;

/**
 * Every distinct word of the letters-only words (3–32 letters) of asset, collection and user names,
 * kept by triggers on those tables (insert and rename), so a query word can be checked and corrected
 * with index lookups instead of scanning names. Words are never removed: a word whose last name went
 * away only costs a correction that finds nothing.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  // "Is this typed word the beginning of a known word?" (as-you-type) is `word like 'drag%'`.
  index("search_words_prefix_idx").using("btree", sql`${t.word} text_pattern_ops`),
  // The last resort for a word more than one edit away: nearest by trigram similarity.
  index("search_words_trgm").using("gin", sql`${t.word} gin_trgm_ops`),
]);
