import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { searchWords } from "../../db/schema.ts";
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
  const unknown = await wordsNotKnown(db, typed.filter(isDictionaryShaped));
  const corrections = new Map<string, string>();
  if (unknown.length === 0) return corrections;

  const editable = unknown.filter((word) => [...word].length < EDIT_LOOKUP_MAX_LENGTH);
  const editsByWord = new Map(editable.map((word) => [word, editsOf(word)]));
  const found = await knownAmong(db, [...new Set([...editsByWord.values()].flatMap((edits) => [...edits]))]);
  for (const [word, edits] of editsByWord) {
    const best = nearest(
      word,
      found.filter((candidate) => edits.has(candidate)),
    );
    if (best) corrections.set(word, best);
  }

  const far = unknown.filter((word) => !corrections.has(word));
  const similar = await Promise.all(far.map((word) => mostSimilar(db, word)));
  far.forEach((word, i) => {
    const best = similar[i];
    if (best) corrections.set(word, best);
  });
  return corrections;
}

/** The words that are neither a dictionary word nor a prefix of one (a range scan each, on the C-ordered index). */
async function wordsNotKnown(db: Db, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db
    .select({ word: sql<string>`q.word` })
    .from(sql`unnest(string_to_array(${words.join(",")}, ',')) as q(word)`)
    .where(
      sql`not exists (select 1 from ${searchWords} s where s.word ~>=~ q.word and s.word ~<~ (q.word || chr(1114111)))`,
    );
  return rows.map((row) => row.word);
}

// A join on the unnested candidates, not `word = any(…)`: given a few hundred values, the planner
// may compare each of them with every dictionary row (a sequential scan measured at 0.6 s).
async function knownAmong(db: Db, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db
    .select({ word: searchWords.word })
    .from(sql`unnest(string_to_array(${words.join(",")}, ',')) as q(word)`)
    .innerJoin(searchWords, sql`${searchWords.word} = q.word`);
  return rows.map((row) => row.word);
}

async function mostSimilar(db: Db, word: string): Promise<string | undefined> {
  const [row] = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`, searchWords.word)
    .limit(1);
  return row?.word;
}

function nearest(word: string, candidates: readonly string[]): string | undefined {
  return [...candidates].sort(
    (a, b) => trigramSimilarity(word, b) - trigramSimilarity(word, a) || (a < b ? -1 : a > b ? 1 : 0),
  )[0];
}
