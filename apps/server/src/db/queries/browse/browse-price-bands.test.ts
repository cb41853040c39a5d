import type * as browseApi from "@meshlink/domain/browse-api.types";
import { ZBrowseFilters } from "@meshlink/domain/browse-api.types";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "../../../testing/create-test-db.ts";
import { searchTestRows } from "../../../testing/search-test-rows.ts";
import type { Database } from "../../database.ts";
import { assetBrowse } from "../../schema.ts";
import { browseConditions } from "./browse-conditions.ts";
import { countBrowse } from "./browse-counts.ts";
import { findBrowseFacetCounts } from "./browse-facets.ts";

// A cap of 3 instead of 10,000: an end of a price range with more rows than the cap is then a few
// rows, not a band of ten thousand.
vi.mock("@meshlink/domain/browse-api.types", async (original) => ({
  ...(await original<typeof browseApi>()),
  BROWSE_COUNT_CAP: 3,
}));

// A price range's count from the price bands, on the real database: bands it covers whole are
// exact however many assets they hold; an end it cuts is read up to the cap, and past it says capped.
describe("price bands", () => {
  let database: Database;
  const filtersOf = (range: { priceMin?: number; priceMax?: number }) =>
    browseConditions(ZBrowseFilters.parse(range), null, null);

  beforeAll(async () => {
    database = await createTestDb();
    const rows = searchTestRows(database.db);
    const user = await rows.addUser("Ada");
    const collection = await rows.addCollection(user.id, "Priced");
    // Royalty ×100: four in band 2 (2.50–2.80 %), one each in bands 3, 4 and 5.
    for (const price of [250, 260, 270, 280, 300, 400, 510, 520]) {
      const asset = await rows.addAsset(collection, `Asset ${price}`);
      await database.db.update(assetBrowse).set({ price }).where(eq(assetBrowse.assetId, asset.id));
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it("counts whole bands exactly, past the cap, and the ends' rows under it", async () => {
    // Bands 3 and 4 whole, 2.80 % at the low end, 5.10 % at the high end.
    expect(await countBrowse(database.db, filtersOf({ priceMin: 2.75, priceMax: 5.15 }))).toEqual({
      count: 4,
      capped: false,
    });
    // Every band whole: exact, past the cap of 3.
    expect(await countBrowse(database.db, filtersOf({ priceMin: 0 }))).toEqual({ count: 8, capped: false });
  });

  it("says capped when an end holds more rows than the cap", async () => {
    // The low end 2.50–2.99 % holds four rows.
    const cut = filtersOf({ priceMin: 2.5, priceMax: 5.15 });
    expect(await countBrowse(database.db, cut)).toEqual({ count: 3, capped: true });
    const facets = await findBrowseFacetCounts(database.db, cut);
    expect(facets.total).toEqual({ count: 3, capped: true });
  });
});
