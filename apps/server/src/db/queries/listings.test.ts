import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../database.ts";
import { chainBalances, chainListings } from "../schema.ts";
import { liveListing } from "./listings.ts";

const collection = "0x00000000000000000000000000000000000000c0";
const seller = "0x00000000000000000000000000000000000000aa";
const formerHolder = "0x00000000000000000000000000000000000000bb";
const now = () => Math.floor(Date.now() / 1000);

const listing = (listingId: string, fields: Partial<typeof chainListings.$inferInsert> = {}) => ({
  chainId: 31337,
  listingId,
  seller,
  collection,
  tokenId: "1",
  supply: "1",
  royaltyFee: 500,
  royaltyRecipient: seller,
  expiration: "0",
  state: "active" as const,
  createdTx: `0x${listingId.padStart(64, "0")}`,
  ...fields,
});

describe("liveListing", () => {
  let database: Database;
  beforeEach(async () => (database = await createTestDb()));
  afterEach(() => database.close());

  it("is an active, unexpired listing whose seller still holds the token, and nothing else", async () => {
    const { db } = database;
    await db.insert(chainBalances).values([
      { chainId: 31337, collection, tokenId: "1", owner: seller, balance: "1" },
      { chainId: 31337, collection, tokenId: "1", owner: formerHolder, balance: "0" },
    ]);
    await db
      .insert(chainListings)
      .values([
        listing("1"),
        listing("2", { expiration: String(now() + 3600) }),
        listing("3", { expiration: String(now() - 3600) }),
        listing("4", { state: "cancelled" }),
        listing("5", { state: "sold-out" }),
        listing("6", { seller: formerHolder }),
        listing("7", { tokenId: "2" }),
      ]);

    const result = await db.execute(
      sql`select l.listing_id::text as id from chain_listings l where ${liveListing("l")} order by l.listing_id`,
    );

    expect((result as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual(["1", "2"]);
  });
});
