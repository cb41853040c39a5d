import type { Db } from "../../db/database.ts";
import { findKnownWords, findMostSimilarWord, findWordsNotKnown } from "../../db/queries/search-words.ts";
import { editsOf, trigramSimilarity } from "./edits.ts";
import { isDictionaryShaped } from "./search-words.ts";

// Words this long or longer are corrected by trigram similarity alone: their one-edit neighbours
// number in the thousands, and a long word keeps enough trigrams to be found that way.
const EDIT_LOOKUP_MAX_LENGTH = 16;

/**
 * For each typed word that is neither a dictionary word nor the beginning of one, its correction:
 * the dictionary word one edit away most like it (trigram similarity, then alphabetical), else the
 * most similar word by trigrams (pg_trgm's `%`, similarity ≥ 0.3). Words without a correction are
 * left out, and are searched as typed.
 */
export async function correctWords(db: Db, typed: readonly string[]): Promise<Map<string, string>> {
  const unknown = await findWordsNotKnown(db, typed.filter(isDictionaryShaped));
  const corrections = new Map<string, string>();
  if (unknown.length === 0) return corrections;

  const editable = unknown.filter((word) => [...word].length < EDIT_LOOKUP_MAX_LENGTH);
  const editsByWord = new Map(editable.map((word) => [word, editsOf(word)]));
  const found = await findKnownWords(db, [
    ...new Set([...editsByWord.values()].flatMap((edits) => [...edits])),
  ]);
  for (const [word, edits] of editsByWord) {
    const best = nearest(
      word,
      found.filter((candidate) => edits.has(candidate)),
    );
    if (best) corrections.set(word, best);
  }

  const far = unknown.filter((word) => !corrections.has(word));
  const similar = await Promise.all(far.map((word) => findMostSimilarWord(db, word)));
  far.forEach((word, i) => {
    const best = similar[i];
    if (best) corrections.set(word, best);
  });
  return corrections;
}

function nearest(word: string, candidates: readonly string[]): string | undefined {
  return [...candidates].sort(
    (a, b) => trigramSimilarity(word, b) - trigramSimilarity(word, a) || (a < b ? -1 : a > b ? 1 : 0),
  )[0];
}
