import { type BrowseAssetsRequest, ZBrowseAssetsRequest } from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import { encodeCursor } from "../page-cursor.ts";
import { searchTestRows } from "../../testing/search-test-rows.ts";
import { findBrowsePage } from "./find-browse-page.ts";

// The browse list's search in its default order (docs/decisions/015-search.md): names holding every
// word whole first, then the other matches, each tier by the period's trending then id; pages by a
// keyset cursor that carries the tier, on the real database.
describe("browse search order", () => {
  let database: Database;
  // Name → trending over 7 days and over 30 days.
  const NAMES: Record<string, [number, number]> = {
    Sword: [5, 0],
    "Iron Sword": [1, 7],
    "Dragon Sword of the North": [3, 1],
    Swordfish: [9, 2],
    Swords: [0, 0],
    "Sword Dragonfly": [4, 3],
    "Red Dragon": [8, 8],
  };

  beforeAll(async () => {
    database = await createTestDb();
    const rows = searchTestRows(database.db);
    const user = await rows.addUser("Ada");
    const collection = await rows.addCollection(user.id, "Armoury");
    for (const [name, [week, month]] of Object.entries(NAMES)) {
      const asset = await rows.addAsset(collection, name);
      // The popularity the read model keeps from proposals and integrations, set here directly.
      await database.db.execute(
        sql`update asset_browse set trend_7d = ${week}, trend_30d = ${month} where asset_id = ${asset.id}`,
      );
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  const page = async (request: BrowseAssetsRequest) => {
    const result = await findBrowsePage({ db: database.db }, ZBrowseAssetsRequest.parse(request), null);
    return { ...result, names: result.data.map((card) => card.name) };
  };
  /** Every page of the search, `perPage` at a time, followed by its cursors. */
  const allPages = async (request: BrowseAssetsRequest) => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const next = await page({ ...request, cursor });
      pages.push(next.names);
      cursor = next.nextCursor ?? undefined;
    } while (cursor && pages.length < 20);
    return pages;
  };

  it("lists whole-word matches first, then prefix matches, each tier by trending", async () => {
    const found = await page({ search: "sword" });
    expect(found.names).toEqual([
      "Sword",
      "Sword Dragonfly",
      "Dragon Sword of the North",
      "Iron Sword",
      "Swordfish",
      "Swords",
    ]);
    expect(found.total).toEqual({ count: 6, capped: false });
    expect(found.nextCursor).toBeNull();
  });

  it("ranks each tier by the chosen period's trending", async () => {
    const found = await page({ search: "sword", period: "30D" });
    expect(found.names).toEqual([
      "Iron Sword",
      "Sword Dragonfly",
      "Dragon Sword of the North",
      "Sword",
      "Swordfish",
      "Swords",
    ]);
  });

  it("puts a name in the first tier only when it holds every word whole", async () => {
    expect((await page({ search: "dragon sword" })).names).toEqual([
      "Dragon Sword of the North",
      "Sword Dragonfly",
    ]);
    // A word still being typed matches as a prefix only: every match is in the second tier.
    expect((await page({ search: "drag" })).names).toEqual([
      "Red Dragon",
      "Sword Dragonfly",
      "Dragon Sword of the North",
    ]);
  });

  it("corrects a typo and keeps the order of the corrected word", async () => {
    const found = await page({ search: "swrod" });
    expect(found.names).toEqual((await page({ search: "sword" })).names);
  });

  it("pages through both tiers by the cursor, repeating and skipping no row", async () => {
    const whole = (await page({ search: "sword" })).names;
    for (const perPage of [1, 2, 3, 4, 5]) {
      const pages = await allPages({ search: "sword", perPage });
      expect(pages.flat(), `perPage ${perPage}`).toEqual(whole);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
    }
  });

  it("keeps another sort's order for a search: all the matches, newest first", async () => {
    const found = await page({ search: "sword", sort: "newest" });
    expect(found.names).toEqual([
      "Sword Dragonfly",
      "Swords",
      "Swordfish",
      "Dragon Sword of the North",
      "Iron Sword",
      "Sword",
    ]);
  });

  it("refuses a cursor that is not the search's own", async () => {
    const first = await page({ search: "sword", perPage: 2 });
    const [tag, key, id] = JSON.parse(Buffer.from(first.nextCursor!, "base64url").toString()) as [
      string,
      number,
      string,
      number,
    ];
    const refused = async (cursor: string) => {
      await expect(page({ search: "sword", perPage: 2, cursor })).rejects.toMatchObject({
        code: "INVALID_REQUEST",
      });
    };
    await refused(encodeCursor([tag, key, id]));
    await refused(encodeCursor([tag, key, id, 3]));
    await refused(encodeCursor(["rank", key, id]));
    await refused(encodeCursor([`trending-7D`, key, id]));
    // The search's cursor is not the plain trending list's either.
    await expect(page({ perPage: 2, cursor: first.nextCursor! })).rejects.toMatchObject({
      code: "INVALID_REQUEST",
    });
  });
});
