// Discovery at a million assets: the request shapes of browsing assets and collections, facet
// counts and search, timed through the real Fastify app with all its routes (app.inject: routing,
// validation, the services and the database, no socket), p50/p95 over up to SAMPLES requests each
// (at most BUDGET_S seconds a shape); beside each, what EXPLAIN ANALYZE says the queries the API
// sent cost, and the SQL that gives the same answer straight from the tables (fill-browse.ts,
// shapes.ts) timed on the same data, with any sequential scan of a big table (over 10k rows).
// Targets: p95 ≤ 30 ms at 1M assets on PostgreSQL, ≤ 50 ms at 100k on PGlite, and the API ≤ 2 ms
// over its SQL. The database is the PostgreSQL server at DATABASE_URL (emptied: `npm run
// bench:browse:postgres` starts a throwaway one) with 1 000 000 assets, or PGlite in a temporary
// folder with 100 000; `ASSETS=n` sets the size. A shape the API does not serve yet prints "n/a".
// To measure a change without a new fill (10–20 min at 1M on 2 cores), point DATABASE_URL at a
// server of your own and pass REUSE=1: a run that finds ASSETS assets there keeps them; ONLY=a,b
// times just the shapes whose name holds one of these.
import { sql } from "drizzle-orm";
import type { RequestPlans } from "@meshlink/server/src/testing/query-plans.ts";
import { type BenchApp, buildBenchApps } from "../marketplace/bench-apps.ts";
import { benchAssets, openMarketplaceDatabase } from "../marketplace/open-marketplace-database.ts";
import { loadAverage, percentile, timed } from "../marketplace/timing.ts";
import { browseScale, fillBrowse } from "./fill-browse.ts";
import { rebuildReadModels } from "./read-models.ts";
import { DEEP_PAGES, type Endpoint, PER_PAGE, type Shape, browseShapes } from "./shapes.ts";

const ASSETS = benchAssets();
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const BUDGET_MS = Number(process.env.BUDGET_S ?? 20) * 1000;
const TARGET_P95_MS = process.env.DATABASE_URL ? 30 : 50;
const TARGET_OVERHEAD_MS = 2;
// REUSE=1 with a DATABASE_URL that an earlier run filled with ASSETS assets: no fill, no rebuild
// (the migrations still run, and backfill what they add), so a change is measured in minutes.
const REUSE = process.env.REUSE === "1" && !!process.env.DATABASE_URL;
// ONLY="search,combined": the shapes whose name holds one of these, the others skipped.
const ONLY = (process.env.ONLY ?? "").split(",").filter((part) => part.length > 0);

type Request = { method: "GET" | "POST"; url: string; payload?: Record<string, unknown> };
type Row = {
  name: string;
  api?: { p50: number; p95: number; cpu: number; plans: RequestPlans; served: string };
  floor: { p50: number; plans: RequestPlans };
};

const { database, label, dispose } = await openMarketplaceDatabase("meshlink-browse-bench-");
try {
  const filledBefore = REUSE && (await filledAssets()) === ASSETS;
  if (filledBefore) {
    console.log(`browse at ${ASSETS} assets, ${label}; filled by an earlier run (REUSE=1), kept`);
  } else {
    console.log(`browse at ${ASSETS} assets, ${label}; filling:`);
    const began = performance.now();
    await fillBrowse(database.db, browseScale(ASSETS), console.log);
    console.log(`  filled in ${((performance.now() - began) / 1000).toFixed(0)} s; read models:`);
    await rebuildReadModels(database.db, console.log);
  }
  const { app, plansOf, explain, close } = await buildBenchApps(database);
  try {
    const inject = async (on: BenchApp, request: Request) => {
      const response = await on.inject({
        method: request.method,
        url: request.url,
        payload: request.payload,
      });
      return { status: response.statusCode, body: response.body };
    };
    const send = async (request: Request) => {
      const response = await inject(app, request);
      if (response.status !== 200) throw new Error(`${request.url}: ${response.status} ${response.body}`);
      return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
    };
    const requestOf = (endpoint: Endpoint, body: Record<string, unknown>): Request => {
      if (endpoint === "browse") return { method: "POST", url: "/api/assets/list", payload: body };
      if (endpoint === "facets") return { method: "POST", url: "/api/assets/facets", payload: body };
      const query = new URLSearchParams(
        Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return { method: "GET", url: `/api/${endpoint}?${query.toString()}` };
    };

    // Which contract the server speaks today: the keyset browse page (nextCursor, capped total)
    // or the page-numbered list before it; and which of the other endpoints exist.
    const answers = async (request: Request) => (await inject(app, request)).status === 200;
    const probe = await inject(app, requestOf("browse", { sort: "newest", perPage: PER_PAGE }));
    const keysetBrowse = probe.status === 200 && probe.body.includes('"nextCursor"');
    const served: Record<Endpoint, boolean> = {
      browse: true,
      facets: await answers(requestOf("facets", {})),
      collections: await answers(requestOf("collections", { sort: "volume" })),
      search: await answers(requestOf("search", { q: "dragon" })),
    };
    console.log(
      `  the server speaks: ${keysetBrowse ? "the keyset browse contract" : "the page-numbered asset list"}; ` +
        `facets ${served.facets ? "yes" : "no"}, collections ${served.collections ? "yes" : "no"}, ` +
        `/api/search ${served.search ? "yes" : "no"}`,
    );

    let deepCursor: string | null = null;
    if (keysetBrowse) {
      for (let page = 0; page < DEEP_PAGES; page++) {
        const data = await send(
          requestOf("browse", { sort: "newest", perPage: PER_PAGE, cursor: deepCursor ?? undefined }),
        );
        deepCursor = data.nextCursor as string | null;
      }
    }
    const deepRow = rowsOf<{ created_at: string; id: string }>(
      await database.db.execute(sql`select created_at::text, id::text from assets
        order by created_at desc, id desc offset ${DEEP_PAGES * PER_PAGE - 1} limit 1`),
    )[0]!;
    const fullText =
      rowsOf(
        await database.db.execute(sql`select 1 from information_schema.columns
          where table_name = 'assets' and column_name = 'name_tsv'`),
      ).length > 0;
    const shapes = browseShapes({
      deepAfter: { createdAt: deepRow.created_at, id: deepRow.id },
      deepCursor,
      fullText,
    }).filter((shape) => ONLY.length === 0 || ONLY.some((part) => shape.name.includes(part)));
    const requestFor = (shape: Shape): { request: Request; served: string } | undefined => {
      if (shape.endpoint === "browse") {
        if (keysetBrowse) return { request: requestOf("browse", shape.body), served: "keyset" };
        if (shape.legacy) return { request: requestOf("browse", shape.legacy), served: "paged" };
        return undefined;
      }
      return served[shape.endpoint]
        ? { request: requestOf(shape.endpoint, shape.body), served: "" }
        : undefined;
    };

    // A server that has been up: its code optimised by V8 and its connections open.
    for (let i = 0; i < 3; i++) {
      for (const shape of shapes) {
        const chosen = requestFor(shape);
        if (chosen) await timed(() => send(chosen.request));
      }
    }
    console.log(
      `\n${label}, ${ASSETS} assets; up to ${SAMPLES} requests a shape (${BUDGET_MS / 1000} s at most); ` +
        `load average ${loadAverage()}. API p50 / p95 ms (target p95 ≤ ${TARGET_P95_MS}), ` +
        `its SQL by EXPLAIN ANALYZE (target: API ≤ ${TARGET_OVERHEAD_MS} ms over it), ` +
        `the floor SQL's p50 timed here:`,
    );
    const rows: Row[] = [];
    for (const shape of shapes) {
      const floorTimes = await sample(() => database.db.execute(shape.floor), 20, BUDGET_MS / 4);
      const floor = {
        p50: percentile(floorTimes.times, 0.5),
        plans: await explain((db) => db.execute(shape.floor)),
      };
      const chosen = requestFor(shape);
      if (!chosen) {
        rows.push({ name: shape.name, floor });
      } else {
        const { times, cpu } = await sample(() => send(chosen.request), SAMPLES, BUDGET_MS);
        rows.push({
          name: shape.name,
          floor,
          api: {
            p50: percentile(times, 0.5),
            p95: percentile(times, 0.95),
            cpu: percentile(cpu, 0.5),
            plans: await plansOf((planApp) => inject(planApp, chosen.request)),
            served: chosen.served,
          },
        });
      }
      print(rows.at(-1)!);
    }
    const measured = rows.filter((row) => row.api);
    const over = measured.filter((row) => row.api!.p95 > TARGET_P95_MS);
    console.log(
      `\n${measured.length} of ${rows.length} shapes served; over the p95 target: ` +
        `${over.length === 0 ? "none" : over.map((row) => row.name).join("; ")}; load average ${loadAverage()}`,
    );
    console.log("\nAs a table (Markdown):\n");
    console.log(table(rows));
  } finally {
    await close();
  }
} finally {
  await dispose();
}

/** Up to `count` timings of `run` (after two untimed), stopping once `budgetMs` is spent. */
async function sample(run: () => Promise<unknown>, count: number, budgetMs: number) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 2; i++) await run();
  const began = performance.now();
  while (times.length < count && (times.length < 5 || performance.now() - began < budgetMs)) {
    const took = await timed(run);
    times.push(took.ms);
    cpu.push(took.cpuMs);
  }
  return { times, cpu };
}

async function filledAssets() {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::integer as n from assets`),
  );
  return row?.n ?? 0;
}

function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function ms(value: number) {
  return value.toFixed(value < 10 ? 2 : 1);
}

function scans(plans: RequestPlans) {
  return plans.bigSeqScans.length > 0 ? `SEQ SCAN ${[...new Set(plans.bigSeqScans)].join("+")}` : "index";
}

function print({ name, api, floor }: Row) {
  const floorText = `floor SQL ${ms(floor.p50)} ms (${scans(floor.plans)})`;
  if (!api) {
    console.log(`  ${name}: n/a (not served yet); ${floorText}`);
    return;
  }
  const verdict = api.p95 <= TARGET_P95_MS ? "ok" : "OVER";
  console.log(
    `  ${name}: ${ms(api.p50)} / ${ms(api.p95)} ms ${verdict}${api.served === "paged" ? " (page-numbered list)" : ""}; ` +
      `its SQL ${ms(api.plans.databaseMs)} ms in ${api.plans.queries} queries (${scans(api.plans)}), ` +
      `API over it ${ms(api.p50 - api.plans.databaseMs)}; CPU here ${ms(api.cpu)}; ${floorText}`,
  );
  if (api.plans.slowest.ms > 5)
    console.log(
      `    slowest query, ${ms(api.plans.slowest.ms)} ms: ${api.plans.slowest.text.replace(/\s+/g, " ")}`,
    );
}

function table(rows: Row[]) {
  const lines = [
    "| shape | p50 ms | p95 ms | its SQL ms (queries) | big seq scans (API) | floor SQL p50 ms | big seq scans (floor) |",
    "|---|---:|---:|---:|---|---:|---|",
  ];
  for (const { name, api, floor } of rows) {
    const apiCells = api
      ? [ms(api.p50), ms(api.p95), `${ms(api.plans.databaseMs)} (${api.plans.queries})`, scans(api.plans)]
      : ["n/a", "n/a", "n/a", ""];
    const shown = api?.served === "paged" ? `${name} (page-numbered)` : name;
    lines.push(`| ${[shown, ...apiCells, ms(floor.p50), scans(floor.plans)].join(" | ")} |`);
  }
  return lines.join("\n");
}
