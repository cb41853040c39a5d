import { BROWSE_COUNT_CAP, ZBrowseFilters } from "@meshlink/domain/browse-api.types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../testing/create-test-db.ts";
import { searchTestRows } from "../../../testing/search-test-rows.ts";
import type { Database } from "../../database.ts";
import { assetBrowse } from "../../schema.ts";
import { browseConditions } from "./browse-conditions.ts";
import { countBrowse } from "./browse-counts.ts";
import { findBrowseFacetCounts } from "./browse-facets.ts";

// A price range's count from the price bands, on the real database: bands it covers whole are
// exact however many assets they hold; an end it cuts is read up to the cap, and past it says capped.
describe("price bands", () => {
  let database: Database;
  let priced: { id: string; address: string; userId: string };
  const filtersOf = (range: { priceMin?: number; priceMax?: number }) =>
    browseConditions(ZBrowseFilters.parse(range), null, null);

  beforeAll(async () => {
    database = await createTestDb();
    const rows = searchTestRows(database.db);
    const user = await rows.addUser("Ada");
    const collection = await rows.addCollection(user.id, "Priced");
    priced = collection;
    // Royalty ×100: four in band 2 (2.50–2.80 %), one each in bands 3, 4 and 5.
    for (const price of [250, 260, 270, 280, 300, 400, 510, 520]) {
      const asset = await rows.addAsset(collection, `Asset ${price}`);
      await database.db.update(assetBrowse).set({ price }).where(eq(assetBrowse.assetId, asset.id));
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it("counts whole bands exactly and the ends' rows under the cap", async () => {
    // Bands 3 and 4 whole, 2.80 % at the low end, 5.10 % at the high end.
    expect(await countBrowse(database.db, filtersOf({ priceMin: 2.75, priceMax: 5.15 }))).toEqual({
      count: 4,
      capped: false,
    });
    expect(await countBrowse(database.db, filtersOf({ priceMin: 0 }))).toEqual({ count: 8, capped: false });
  });

  it("says capped when an end holds more rows than the cap", async () => {
    // One more asset than the cap at 2.50 %, in one statement (the triggers keep the bands).
    await database.db.execute(sql`insert into assets (chain_id, collection_id, collection_address, token_id,
        name, supply, creator_user_id, minted_tx)
      select 31337, ${priced.id}::uuid, ${priced.address}, 1000 + g, 'Bulk ' || g, 1,
        ${priced.userId}::uuid, '0x' || lpad(to_hex(1000 + g), 64, '0')
      from generate_series(1, ${BROWSE_COUNT_CAP + 1}) as g`);
    await database.db.execute(sql`update asset_browse set price = 250
      where asset_id in (select id from assets where name like 'Bulk %')`);
    const cut = filtersOf({ priceMin: 2.5, priceMax: 5.15 });
    expect(await countBrowse(database.db, cut)).toEqual({ count: BROWSE_COUNT_CAP, capped: true });
    const facets = await findBrowseFacetCounts(database.db, cut);
    expect(facets.total).toEqual({ count: BROWSE_COUNT_CAP, capped: true });
    // The bands alone stay exact: 2.51 % up leaves the bulk out at its low end.
    expect(await countBrowse(database.db, filtersOf({ priceMin: 2.51 }))).toEqual({
      count: 7,
      capped: false,
    });
    expect(await countBrowse(database.db, filtersOf({ priceMin: 3 }))).toEqual({ count: 4, capped: false });
  });
});
