// The asset page at a million assets: every request the web app sends when a visitor opens an asset
// page (and the panels and bell a visitor opens next), timed through the real Fastify app
// (app.inject) on a filled marketplace, p50/p95 over SAMPLES requests each; beside each, what
// EXPLAIN ANALYZE says of the queries it sent (their summed execution time, and any sequential scan
// of a table over 10k rows). Target: p95 ≤ 20 ms on PostgreSQL. The database is the PostgreSQL
// server at DATABASE_URL (its marketplace tables are emptied: use a throwaway database; `npm run
// bench:asset-page:postgres` starts one) with 1 000 000 assets, or PGlite in a temporary folder with
// 100 000 (a million take PGlite's single thread most of an hour to fill). `ASSETS=n` sets the
// size, `SAMPLES=n` (200) the requests per row. The machine's load average is printed beside the
// figures, and each row's CPU time in this process (p50): on shared cores a request waits for a core
// as long as it runs, and its CPU time plus the database's is what it costs on an idle machine.
import { sql } from "drizzle-orm";
import {
  CHAIN_ID,
  fillMarketplace,
  hotAsset,
  originalAsset,
  scaleFor,
  signInBusyUser,
} from "@meshlink/server/src/testing/fill-marketplace.ts";
import type { RequestPlans } from "@meshlink/server/src/testing/query-plans.ts";
import { buildBenchApps } from "../marketplace/bench-apps.ts";
import { benchAssets, openMarketplaceDatabase } from "../marketplace/open-marketplace-database.ts";
import { figures, loadAverage, percentile, timed } from "../marketplace/timing.ts";

const ASSETS = benchAssets();
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const TARGET_P95_MS = 20;
const scale = scaleFor(ASSETS);

type Asset = { n: number; id: string; address: string; tokenId: string };
type Request = { method: "GET" | "POST"; url: string; signedIn?: boolean };

const { database, label, dispose } = await openMarketplaceDatabase("meshlink-asset-page-bench-");
try {
  console.log(`asset page at ${ASSETS} assets, ${label}; filling:`);
  const filled = performance.now();
  await fillMarketplace(database.db, scale, console.log);
  console.log(`  filled in ${((performance.now() - filled) / 1000).toFixed(0)} s`);
  const token = await signInBusyUser(database.db);
  const { app, plansOf: plansIn, close } = await buildBenchApps(database);
  try {
    const send = async (request: Request) => {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.signedIn ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode !== 200)
        throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: Record<string, unknown> }>().data;
    };
    const plansOf = (request: Request) =>
      plansIn((planApp) =>
        planApp.inject({
          method: request.method,
          url: request.url,
          headers: request.signedIn ? { authorization: `Bearer ${token}` } : {},
        }),
      );
    const assetOf = async (n: number): Promise<Asset> => {
      const result: unknown = await database.db.execute(
        sql`select id, collection_address, token_id from assets where id = md5(${`a${n}`})::uuid`,
      );
      const row = (result as { rows: { id: string; collection_address: string; token_id: string }[] })
        .rows[0]!;
      return { n, id: row.id, address: row.collection_address, tokenId: String(row.token_id) };
    };
    const random = (below: number) => 1 + Math.floor(Math.random() * below);
    const anyAsset = () => assetOf(random(ASSETS));
    const bigCollectionAsset = () => assetOf(random(scale.bigCollection));
    const anOriginal = () => assetOf(originalAsset(scale, random(2000)));
    const hot = await assetOf(hotAsset(scale));
    const theHotToken = () => Promise.resolve(hot);

    const token_ = (a: Asset) => `address=${a.address}&tokenId=${a.tokenId}&chainId=${CHAIN_ID}`;
    const opening = {
      asset: (a: Asset): Request => ({ method: "GET", url: `/api/assets/${a.address}/${a.tokenId}` }),
      more: (a: Asset): Request => ({
        method: "GET",
        url: `/api/assets/${a.id}/more-from-collection?perPage=10`,
      }),
      activity: (a: Asset): Request => ({ method: "GET", url: `/api/activity?${token_(a)}&perPage=50` }),
      me: (): Request => ({ method: "POST", url: "/api/auth/me", signedIn: true }),
      count: (): Request => ({ method: "GET", url: "/api/notifications/count", signedIn: true }),
    };
    const later = {
      connected: (a: Asset): Request => ({
        method: "GET",
        url: `/api/activity/connected?${token_(a)}&perPage=50`,
      }),
      prices: (a: Asset): Request => ({
        method: "GET",
        url: `/api/activity/price-history?address=${a.address}&tokenId=${a.tokenId}`,
      }),
      notifications: (): Request => ({ method: "GET", url: "/api/notifications?perPage=8", signedIn: true }),
      mine: (): Request => ({
        method: "GET",
        url: `/api/collections/mine?chainId=${CHAIN_ID}`,
        signedIn: true,
      }),
    };

    const rows: Row[] = [];
    const row = async (name: string, pick: () => Promise<Asset>, request: (a: Asset) => Request) => {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < SAMPLES + 10; i++) {
        const asset = await pick();
        const took = await timed(() => send(request(asset)));
        if (i >= 10) times.push(took.ms);
        if (i >= 10) cpu.push(took.cpuMs);
      }
      rows.push({ name, times, cpu, plans: await plansOf(request(await pick())) });
      print(rows.at(-1)!);
    };

    console.log(
      `\n${label}, ${SAMPLES} requests a row (p50 / p95 / max; the database's part by EXPLAIN ANALYZE); ` +
        `load average ${loadAverage()}:`,
    );
    // A server that has been up: its code optimised by V8 and its connections open. Without this
    // the first row measured paid for the warm-up of all the others.
    for (let i = 0; i < 100; i++) {
      const asset = await anyAsset();
      for (const request of [...Object.values(opening), ...Object.values(later)]) await send(request(asset));
    }
    console.log("opening an asset page:");
    await row("asset, any", anyAsset, opening.asset);
    await row("asset, an original with linked copies", anOriginal, opening.asset);
    await row("asset, of the 100k-asset collection", bigCollectionAsset, opening.asset);
    await row("more from collection, any", anyAsset, opening.more);
    await row("more from collection, the 100k-asset collection", bigCollectionAsset, opening.more);
    await row("activity, any token", anyAsset, opening.activity);
    await row("activity, the token with 20k transfers", theHotToken, opening.activity);
    await row("signed-in user", anyAsset, opening.me);
    await row("notifications count, 50k-notification user", anyAsset, opening.count);
    console.log("then, as a visitor opens the closed panels and the bell:");
    await row("connected asset activity, an original", anOriginal, later.connected);
    await row("price history, any token", anyAsset, later.prices);
    await row("price history, the token with 20k transfers", theHotToken, later.prices);
    await row("notifications, first page of 50k", anyAsset, later.notifications);
    await row("my collections (a studio proposing)", anyAsset, later.mine);

    console.log("paging on (each next page by the previous page's nextCursor):");
    await pages("activity of the token with 20k transfers", opening.activity(hot).url);
    await pages("notifications of the 50k-notification user", later.notifications().url, true);

    // The whole opening at once, as the browser sends it (the bell's count and the user with it).
    const whole: number[] = [];
    for (let i = 0; i < SAMPLES + 10; i++) {
      const asset = await anyAsset();
      const began = performance.now();
      await Promise.all([
        send(opening.asset(asset)),
        send(opening.more(asset)),
        send(opening.activity(asset)),
        send(opening.me()),
        send(opening.count()),
      ]);
      if (i >= 10) whole.push(performance.now() - began);
    }
    console.log(
      `\nthe opening's five requests at once, any asset: ${figures(whole)}; load average ${loadAverage()}`,
    );
    const opened = rows.filter((r) => !r.name.includes("notifications,") && !r.name.includes("price"));
    const worst = Math.max(...rows.map((r) => percentile(r.times, 0.95)));
    const seqScans = rows.filter((r) => r.plans.bigSeqScans.length > 0);
    console.log(
      `worst p95 of any request: ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms on PostgreSQL); ` +
        `sequential scans of big tables: ${seqScans.length === 0 ? "none" : seqScans.map((r) => r.name).join(", ")}` +
        ` (${opened.length} opening rows)`,
    );

    async function pages(name: string, firstUrl: string, signedIn = false) {
      const times: number[] = [];
      const cpu: number[] = [];
      let url: string | null = firstUrl;
      let count = 0;
      let last: Request = { method: "GET", url: firstUrl, signedIn };
      while (url && count < 400) {
        last = { method: "GET", url, signedIn };
        const took = await timed(() => send(last));
        times.push(took.ms);
        cpu.push(took.cpuMs);
        count++;
        const data = took.result;
        const next = data.nextCursor as string | null | undefined;
        url = next ? `${firstUrl}&cursor=${next}` : null;
      }
      rows.push({ name: `${name}, ${count} pages`, times, cpu, plans: await plansOf(last) });
      print(rows.at(-1)!);
    }
  } finally {
    await close();
  }
} finally {
  await dispose();
}

type Row = { name: string; times: number[]; cpu: number[]; plans: RequestPlans };

function print({ name, times, cpu, plans }: Row) {
  const scans =
    plans.bigSeqScans.length > 0 ? `SEQ SCAN of ${plans.bigSeqScans.join(", ")}` : "index scans only";
  console.log(
    `  ${name}: ${figures(times)}; CPU here ${percentile(cpu, 0.5).toFixed(1)} ms; ${plans.queries} queries, ` +
      `${plans.databaseMs.toFixed(2)} ms in the database, ${scans}`,
  );
  // Where a request's database time goes, when it is more than a fraction of a millisecond.
  if (plans.slowest.ms > 2)
    console.log(`    slowest query, ${plans.slowest.ms.toFixed(2)} ms: ${plans.slowest.text}`);
}
