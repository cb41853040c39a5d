import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { searchWords } from "../schema.ts";

// The dictionary of name words (search_words) the search's typo correction looks words up in
// (docs/decisions/015-search.md); triggers keep it as names are written.

/** The words that are neither a dictionary word nor a prefix of one (a range scan each, on the C-ordered index). */
export async function findWordsNotKnown(db: Db, words: readonly string[]): Promise<string[]> {
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
/** The dictionary words among `words`. */
export async function findKnownWords(db: Db, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db
    .select({ word: searchWords.word })
    .from(sql`unnest(string_to_array(${words.join(",")}, ',')) as q(word)`)
    .innerJoin(searchWords, sql`${searchWords.word} = q.word`);
  return rows.map((row) => row.word);
}

/** The dictionary word most like `word` by trigrams (pg_trgm's `%`, similarity ≥ 0.3), then alphabetical. */
export async function findMostSimilarWord(db: Db, word: string): Promise<string | undefined> {
  const [row] = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`, searchWords.word)
    .limit(1);
  return row?.word;
}

/**
 * Adds every name word to the search dictionary, as the migration's backfill does: for fills that
 * write names with triggers off (the benches' COPY and generate_series fills), which the dictionary
 * triggers therefore never saw.
 */
export async function refillSearchWords(db: Pick<Db, "execute">) {
  await db.execute(sql`insert into search_words (word)
    select distinct w.lexeme
    from (select name_tsv from assets union all select name_tsv from collections union all select name_tsv from users) n,
      unnest(n.name_tsv) as w
    where w.lexeme ~ '^[[:alpha:]]{3,32}$'
    on conflict do nothing`);
}
