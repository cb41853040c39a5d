import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, chainBalances, collections, users } from "../db/schema.ts";
import { buildCatalogTestApp, type CatalogTestApp } from "../routes/collections/catalog-test-kit.ts";
import { DEMO_COLLECTIONS, DEMO_USERS } from "./demo-catalog.ts";

describe("the demo seed", () => {
  let kit: CatalogTestApp;
  beforeAll(async () => {
    kit = await buildCatalogTestApp({ seedDemo: true });
    await kit.app.ready();
  });
  afterAll(() => kit?.close());

  const total = async (table: typeof users | typeof collections | typeof assets) =>
    (await kit.db.select({ n: count() }).from(table))[0]?.n;
  const assetCount = DEMO_COLLECTIONS.reduce((sum, collection) => sum + collection.assets.length, 0);

  it("creates users, collections and assets minted on the local chain, with an admin", async () => {
    expect(await total(users)).toBe(DEMO_USERS.length);
    expect(await total(collections)).toBe(DEMO_COLLECTIONS.length);
    expect(await total(assets)).toBe(assetCount);
    expect((await kit.db.select().from(users).where(eq(users.type, "admin"))).map((u) => u.name)).toEqual([
      "MeshLink Admin",
    ]);
    // Ownership came through the indexer from the real mints.
    expect((await kit.db.select({ n: count() }).from(chainBalances))[0]?.n).toBe(assetCount);
    const [creature] = await kit.db.select().from(assets).where(eq(assets.name, "Bog Wyrm"));
    const response = await kit.app.inject({
      method: "GET",
      url: `/api/assets/${creature!.collectionAddress}/${creature!.tokenId}`,
    });
    const details = ZAssetDetails.parse(response.json<{ data: unknown }>().data);
    expect(details.modelFacts).toMatchObject({ rigged: true, triangles: 288 });
    expect(details.modelFacts?.animations.map((a) => a.name)).toEqual(["Idle", "Walk", "Roar"]);
    expect(details.modelFacts?.validation.errors).toBe(0);
  });

  it("does nothing on a second run", async () => {
    const { seedDemo } = await import("./seed-demo.ts");
    const { catalogDepsFrom } = await import("../routes/collections/register-catalog-routes.ts");
    const { loadConfig } = await import("../config.ts");
    const { createLocalFileStores } = await import("../files/file-stores.ts");
    const config = loadConfig({ NODE_ENV: "test" });
    const stores = createLocalFileStores("/nonexistent-seed-dir");
    const catalog = catalogDepsFrom(config, kit.db, stores, kit.chain.connection);
    const files = { db: kit.db, stores, limits: {} as never, ipfsGatewayUrl: "" };
    const result = await seedDemo({ catalog, files, log: { info: () => {} } });
    expect(result).toEqual({ status: "skipped", reason: "already seeded" });
    expect(await total(assets)).toBe(assetCount);
  });
});
