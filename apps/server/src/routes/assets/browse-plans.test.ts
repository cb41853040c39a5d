import type { FastifyInstance } from "fastify";
import { COLLECTION_FACET_CAP } from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { rebuildBrowseReadModel } from "../../db/queries/browse-read-model-rebuild.ts";
import { CHAIN_ID, fillMarketplace, scaleFor, signInBusyUser } from "../../testing/fill-marketplace.ts";
import { recordingDatabase } from "../../testing/query-plans.ts";

// Every browse shape reads the big tables through an index and reads about a page of rows, not the
// table: EXPLAIN ANALYZE of each query of POST /api/assets/list and /api/assets/facets, on a
// marketplace of 8000 assets with fresh statistics (docs/decisions/014-browse-read-model.md). The
// old list sorted every matching asset and counted them all for each page.
const scale = scaleFor(8000, {
  collections: 100,
  hotTokenTransfers: 100,
  busyUserNotifications: 100,
  notificationsPerUser: 2,
});
const PER_PAGE = 24;

describe("browse queries at 8000 assets", () => {
  let database: Database;
  let app: FastifyInstance;
  let plansOf: ReturnType<typeof recordingDatabase>["plansOf"];
  let token: string;
  beforeAll(async () => {
    database = await createTestDb();
    await fillMarketplace(database.db, scale, () => undefined);
    await rebuildBrowseReadModel(database.db);
    token = await signInBusyUser(database.db);
    const recording = recordingDatabase(database, { bigTableRows: 3000 });
    plansOf = recording.plansOf;
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
    app = await buildApp(config, { database: recording.database });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const explain = async (url: string, body: object, signedIn = false) => {
    let reply: { statusCode: number; json: () => { data: { nextCursor?: string | null } } } | undefined;
    const plans = await plansOf(async () => {
      reply = await app.inject({
        method: "POST",
        url,
        payload: body,
        headers: signedIn ? { authorization: `Bearer ${token}` } : {},
      });
    });
    expect(reply?.statusCode, JSON.stringify(body)).toBe(200);
    return { plans, nextCursor: reply!.json().data.nextCursor ?? null };
  };

  const shapes: object[] = [
    {},
    { sort: "trending", period: "1D" },
    { sort: "trending", period: "30D" },
    { sort: "recently-listed" },
    { sort: "price-asc" },
    { sort: "price-desc" },
    { sort: "newest" },
    { sort: "newest", chainIds: [CHAIN_ID] },
    { sort: "price-asc", status: "LISTED" },
    { sort: "newest", status: "NOT_FOR_SALE", ercTypes: ["ERC721"] },
    { sort: "recently-listed", priceMin: 2, priceMax: 8 },
    { sort: "newest", collectionAddress: "0x0000000000000000000000000000000000000000" },
  ];

  it("walks one index per sort and filter, a page of rows each, first and next page", async () => {
    for (const shape of shapes) {
      const first = await explain("/api/assets/list", { perPage: PER_PAGE, ...shape });
      const label = `${JSON.stringify(shape)}: ${first.plans.scans.join("; ")}`;
      expect(first.plans.bigSeqScans, label).toEqual([]);
      // A page of rows, the extra row, and the capped count's rows at most (the rollup holds the rest).
      expect(first.plans.mostRowsScanned, label).toBeLessThanOrEqual(3000);
      if (!first.nextCursor) continue;
      const next = await explain("/api/assets/list", {
        perPage: PER_PAGE,
        ...shape,
        cursor: first.nextCursor,
      });
      expect(next.plans.bigSeqScans, label).toEqual([]);
      // The page, its cards' listings, proposals and units, the count: a fixed number of queries.
      expect(next.plans.queries, label).toBeLessThanOrEqual(6);
    }
  });

  it("answers sidebar-only totals and facets from the rollup, without reading assets", async () => {
    const page = await explain("/api/assets/list", {
      perPage: PER_PAGE,
      sort: "newest",
      categories: ["props"],
    });
    expect(
      page.plans.scans.some((scan) => scan.includes("asset_browse_counts")),
      page.plans.scans.join("; "),
    ).toBe(true);
    const facets = await explain("/api/assets/facets", { chainIds: [CHAIN_ID], status: "LISTED" });
    expect(facets.plans.queries).toBe(1);
    expect(
      facets.plans.scans.every((scan) => scan.includes("asset_browse_counts")),
      facets.plans.scans.join("; "),
    ).toBe(true);
  });

  it("finds a rare word from the names' index and reaches its browse rows by key", async () => {
    // "Asset 4321" alone has the word; ranked by name, the default order of a search.
    const found = await explain("/api/assets/list", { perPage: PER_PAGE, search: "4321" });
    const label = found.plans.scans.join("; ");
    expect(found.plans.bigSeqScans, label).toEqual([]);
    expect(found.plans.mostRowsScanned, label).toBeLessThanOrEqual(100);
  });

  it("walks the trending index for a word every name holds, and stops after a page", async () => {
    // Relevance tiers in trending order (docs/decisions/015-search.md): no sort over the matches.
    const found = await explain("/api/assets/list", { perPage: PER_PAGE, search: "asset" });
    const label = found.plans.scans.join("; ");
    expect(
      found.plans.scans.some((scan) => scan.includes("asset_browse_trend_7d")),
      label,
    ).toBe(true);
    const next = await explain("/api/assets/list", {
      perPage: PER_PAGE,
      search: "asset",
      cursor: found.nextCursor,
    });
    expect(
      next.plans.scans.some((scan) => scan.includes("asset_browse_trend_7d")),
      next.plans.scans.join("; "),
    ).toBe(true);
  });

  it("reads the signed-in viewer's own assets from their wallets' balances", async () => {
    const owned = await explain("/api/assets/list", { perPage: PER_PAGE, ownership: "OWNED" }, true);
    expect(owned.plans.bigSeqScans, owned.plans.scans.join("; ")).toEqual([]);
  });

  it("counts the shown Collection options through the collection index, at most the cap each", async () => {
    const result: unknown = await database.db.execute(
      sql`select c.id::text as id from collections c join assets a on a.collection_id = c.id
        where a.id = md5('a1')::uuid`,
    );
    const [big] = (result as { rows: { id: string }[] }).rows;
    const counted = await explain("/api/assets/facets/collections", {
      optionIds: [big!.id],
      status: "LISTED",
    });
    expect(counted.plans.bigSeqScans, counted.plans.scans.join("; ")).toEqual([]);
    expect(counted.plans.mostRowsScanned).toBeLessThanOrEqual(COLLECTION_FACET_CAP + 1);
  });
});
