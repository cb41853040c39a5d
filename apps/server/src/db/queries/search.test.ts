import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTestRows } from "../../testing/search-test-rows.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../database.ts";
import { findTrendingAssetsInTier } from "./search.ts";

// The header's asset suggestions on the real database: a tier by the 7-day trending, looked for
// among the most trending assets only, or read whole from the names' index.
describe("trending assets in a search tier", () => {
  let database: Database;
  const find = async (text: string, tier: 1 | 2, options: { limit: number; walkAtMost?: number }) => {
    // As the search service resolves a word it knows (services/search/resolve-search.ts).
    const resolved = { words: [text], tsquery: `'${text}':*`, wholeWords: `'${text}'`, corrected: null };
    const rows = await findTrendingAssetsInTier(database.db, resolved, tier, options);
    return rows.map((row) => row.name);
  };

  beforeAll(async () => {
    database = await createTestDb();
    const rows = searchTestRows(database.db);
    const user = await rows.addUser("Ada");
    const collection = await rows.addCollection(user.id, "Lights");
    const trending = { "Rock Wall": 10, "Oak Tree": 9, "Gold Lantern": 5, "Iron Lantern": 0, Lanterns: 7 };
    for (const [name, trend] of Object.entries(trending)) {
      await rows.setTrending(await rows.addAsset(collection, name), trend);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads a tier whole from the names' index, most trending first", async () => {
    expect(await find("lantern", 1, { limit: 5 })).toEqual(["Gold Lantern", "Iron Lantern"]);
    expect(await find("lantern", 2, { limit: 5 })).toEqual(["Lanterns"]);
    expect(await find("lantern", 1, { limit: 1 })).toEqual(["Gold Lantern"]);
  });

  it("looks only among the `walkAtMost` most trending assets when told to", async () => {
    // Rock Wall, Oak Tree and Lanterns trend more than any whole-word match.
    expect(await find("lantern", 1, { limit: 5, walkAtMost: 3 })).toEqual([]);
    expect(await find("lantern", 1, { limit: 5, walkAtMost: 4 })).toEqual(["Gold Lantern"]);
    expect(await find("lantern", 2, { limit: 5, walkAtMost: 3 })).toEqual(["Lanterns"]);
    expect(await find("lantern", 1, { limit: 5, walkAtMost: 50 })).toEqual(["Gold Lantern", "Iron Lantern"]);
  });
});
