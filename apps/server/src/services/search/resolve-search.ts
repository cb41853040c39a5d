import type { Db } from "../../db/database.ts";
import type { ResolvedSearch } from "../../db/queries/text-match.ts";
import { correctWords } from "./correct-words.ts";
import { searchWordsOf } from "./search-words.ts";

/**
 * Resolves a search text against the dictionary of name words (two indexed queries at most). Null
 * when the text holds no letter or digit, so that callers search for nothing rather than everything.
 */
export async function resolveSearch(db: Db, text: string): Promise<ResolvedSearch | null> {
  const typed = searchWordsOf(text);
  if (typed.length === 0) return null;
  const replacements = await correctWords(db, typed);
  const words = typed.map((word) => replacements.get(word) ?? word);
  return {
    words,
    // Words hold only letters and digits (searchWordsOf), so quoting them is enough.
    tsquery: words.map((word) => `'${word}':*`).join(" & "),
    wholeWords: words.map((word) => `'${word}'`).join(" | "),
    corrected: replacements.size > 0 ? words.join(" ") : null,
  };
}
