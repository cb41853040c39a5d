import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

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
