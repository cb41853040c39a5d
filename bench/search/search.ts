// The header search and the browse list's name match at a million assets: GET /api/search timed
// through the real Fastify app (app.inject: routing, validation, the service, the database), and
// the browse list's search condition (db/queries/text-match.ts) as the page of 24 newest
// it filters, each beside the trigram path it replaces (pg_trgm `%` and similarity order on
// assets_name_trgm) for the same text. p50/p95 over SAMPLES runs. Names come from the browse bench's
// fill (bench/browse/fill-browse.ts: 25 nouns × 20 adjectives, one "Excalibur" in 50 000); the
// dictionary is then grown with DICTIONARY_WORDS made-up words, so that correcting a typo looks up
// a dictionary of a real catalogue's size, not of 45 words. Target: p95 ≤ 30 ms on PostgreSQL.
import { type SQL, sql } from "drizzle-orm";
import { assets, searchWords } from "@meshlink/server/src/db/schema.ts";
import { assetTextCondition } from "@meshlink/server/src/db/queries/text-match.ts";
import { resolveSearch } from "@meshlink/server/src/services/search/resolve-search.ts";
import { refillSearchWords } from "@meshlink/server/src/db/queries/search-words.ts";
import { buildBenchApps } from "../marketplace/bench-apps.ts";
import { benchAssets, openMarketplaceDatabase } from "../marketplace/open-marketplace-database.ts";
import { loadAverage, percentile, timed } from "../marketplace/timing.ts";
import { browseScale, fillBrowse } from "../browse/fill-browse.ts";

const ASSETS = benchAssets();
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const DICTIONARY_WORDS = Number(process.env.DICTIONARY_WORDS ?? 100_000);
const TEXTS = [
  ["common word", "sword"],
  ["rare word", "excalibur"],
  ["typo", "swrod"],
  ["typo", "dargon"],
  ["two words, one a typo", "rusty swrod"],
  ["prefix as typed", "drag"],
  ["one letter", "s"],
] as const;

const { database, label, dispose } = await openMarketplaceDatabase("meshlink-search-bench-");
try {
  console.log(`search at ${ASSETS} assets, ${label}; filling:`);
  const began = performance.now();
  await fillBrowse(database.db, browseScale(ASSETS), console.log);
  await refillSearchWords(database.db);
  await database.db.execute(sql`insert into search_words (word)
    select string_agg(chr(97 + (('x' || substr(md5(s::text || ':' || k), 1, 2))::bit(8)::int % 26)), '' order by k)
    from generate_series(1, ${DICTIONARY_WORDS}) s, generate_series(1, 4 + s % 8) k group by s
    on conflict do nothing`);
  await database.db.execute(sql`analyze search_words`);
  const [words] = await database.db.select({ n: sql<number>`count(*)::int` }).from(searchWords);
  console.log(
    `  filled in ${((performance.now() - began) / 1000).toFixed(0)} s, ${words?.n} dictionary words`,
  );
  const { app, close } = await buildBenchApps(database);
  try {
    const sample = async (run: () => Promise<unknown>) => {
      await run();
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await timed(run)).ms);
      return `p50 ${percentile(times, 0.5).toFixed(1)} p95 ${percentile(times, 0.95).toFixed(1)} ms`;
    };
    const rows = (query: SQL) => database.db.execute(query);
    console.log(`load ${loadAverage()}`);
    for (const [what, text] of TEXTS) {
      let found = "";
      const api = await sample(async () => {
        const reply = await app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(text)}` });
        if (reply.statusCode !== 200) throw new Error(reply.body);
        const data = reply.json<{
          data: { assets: unknown[]; collections: unknown[]; users: unknown[]; corrected: string | null };
        }>().data;
        found = `${data.assets.length}/${data.collections.length}/${data.users.length}${data.corrected ? ` → "${data.corrected}"` : ""}`;
      });
      const browse = await sample(async () => {
        const resolved = await resolveSearch(database.db, text);
        if (!resolved) return;
        await database.db
          .select({ id: assets.id })
          .from(assets)
          .where(assetTextCondition(resolved))
          .orderBy(sql`${assets.createdAt} desc`, sql`${assets.id} desc`)
          .limit(24);
      });
      const resolve = await sample(() => resolveSearch(database.db, text));
      const trigram = await sample(() =>
        rows(sql`select id from assets where name % ${text} order by similarity(name, ${text}) desc limit 5`),
      );
      console.log(
        `${what.padEnd(22)} "${text}": /api/search ${api} (${found}) | browse page of 24 ${browse} | resolving the words ${resolve} | trigram top 5 ${trigram}`,
      );
    }
  } finally {
    await close();
  }
} finally {
  await dispose();
}
