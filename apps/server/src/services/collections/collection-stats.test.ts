import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import {
  msUntilFloorDue,
  rebuildCollectionStats,
  sweepCollectionStats,
} from "../../db/queries/collection-stats.ts";
import { scheduleCollectionStatsSweep } from "./collection-stats.ts";

// The statistics follow the catalog's and the indexer's writes in the same statement's transaction
// (migration 0023), and a rebuild from the sources gives the same figures.

const CHAIN = 31337;
const ADDRESS = "0x00000000000000000000000000000000000000c1";
let database: Database;
let collectionId: string;

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
/** The kept row; floor_until is a bigint, which node-postgres reads as text and PGlite as a number. */
async function stats() {
  const result: unknown = await run(sql`
    select item_count, owners, floor, floor_until::float8 as floor_until, volume_1d, volume_7d, volume_30d,
      (select coalesce(json_object_agg(category, items), '{}') from collection_category_items
        where collection_id = ${collectionId}) as categories
    from collection_stats where collection_id = ${collectionId}`);
  return (result as { rows: Record<string, unknown>[] }).rows[0]!;
}
const balance = (tokenId: number, owner: string, amount: number) =>
  run(sql`insert into chain_balances (chain_id, collection, token_id, owner, balance)
    values (${CHAIN}, ${ADDRESS}, ${tokenId}, ${owner}, ${amount})
    on conflict (chain_id, collection, token_id, owner) do update set balance = chain_balances.balance + excluded.balance`);
const listing = (id: number, fee: number, expiration: number) =>
  run(sql`insert into chain_listings (chain_id, listing_id, seller, collection, token_id, supply, royalty_fee,
    royalty_recipient, expiration, state, created_tx)
    values (${CHAIN}, ${id}, '0xa', ${ADDRESS}, 1, 1, ${fee}, '0xa', ${expiration}, 'active', '0x1')`);
const execution = (block: number, hoursAgo: number) =>
  run(sql`insert into chain_events (chain_id, block_number, block_hash, block_time, tx_hash, log_index, address,
    event_name, args)
    values (${CHAIN}, ${block}, '0xb', now() - ${hoursAgo} * interval '1 hour', '0xt', 0, '0xs',
      'AgreementExecuted', ${JSON.stringify({ originalCollection: ADDRESS.toUpperCase() })}::json)`);

beforeAll(async () => {
  database = await createTestDb();
  const user: unknown =
    await run(sql`insert into users (name, email, type, default_address) values ('Maker', 'm@example.com', 'creator', '0xa')
    returning id`);
  const userId = (user as { rows: { id: string }[] }).rows[0]!.id;
  // The indexer saw a holder before the catalog recorded the collection.
  await balance(9, "0xearly", 1);
  const created: unknown =
    await run(sql`insert into collections (chain_id, address, name, symbol, erc_type, user_id,
    created_tx) values (${CHAIN}, ${ADDRESS}, 'Dragons', 'DRG', 'ERC1155', ${userId}, '0x1') returning id`);
  collectionId = (created as { rows: { id: string }[] }).rows[0]!.id;
  await run(sql`insert into assets (chain_id, collection_id, collection_address, token_id, name, category, supply,
    creator_user_id, minted_tx)
    select ${CHAIN}, ${collectionId}, ${ADDRESS}, n, 'Asset ' || n, case when n <= 2 then 1 else 2 end, 5, ${userId}, '0x1'
    from generate_series(1, 3) as n`);
});
afterAll(() => database?.close());

describe("collection statistics kept on write", () => {
  it("starts from what the indexer already holds and counts assets per category", async () => {
    expect(await stats()).toMatchObject({ item_count: 3, owners: 1, categories: { 1: 2, 2: 1 } });
  });

  it("counts a wallet once across its tokens and lets it go when its last balance leaves", async () => {
    await balance(1, "0xa", 2);
    await balance(2, "0xa", 1);
    await balance(1, "0xb", 1);
    expect(await stats()).toMatchObject({ owners: 3 });
    // A transfer out: the upsert takes the balance to 0, then the row at 0 is deleted.
    await balance(1, "0xa", -2);
    await run(sql`delete from chain_balances where balance = 0`);
    expect(await stats()).toMatchObject({ owners: 3 });
    await balance(2, "0xa", -1);
    await run(sql`delete from chain_balances where balance = 0`);
    expect(await stats()).toMatchObject({ owners: 2 });
  });

  it("keeps the lowest live royalty as the floor, and an expired listing leaves it in the sweep", async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    await listing(1, 500, 0);
    await listing(2, 250, soon);
    expect(await stats()).toMatchObject({ floor: 250, floor_until: soon });
    await run(sql`update chain_listings set state = 'cancelled' where listing_id = 1`);
    expect(await stats()).toMatchObject({ floor: 250 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await sweepCollectionStats(database.db, 500)).toBeGreaterThanOrEqual(1);
    expect(await stats()).toMatchObject({ floor: null, floor_until: null });
  });

  it("drops an expired listing from the floor about when it expires, not a sweep period later", async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    await listing(3, 150, soon);
    expect(await stats()).toMatchObject({ floor: 150, floor_until: soon });
    expect(await msUntilFloorDue(database.db, { minMs: 250, maxMs: 60_000 })).toBeLessThanOrEqual(2000);
    // A one-minute period: only waking at the listing's expiry clears the floor within the wait.
    const stop = scheduleCollectionStatsSweep(database.db, { info: () => {}, error: () => {} }, 60_000);
    try {
      await vi.waitFor(async () => expect(await stats()).toMatchObject({ floor: null, floor_until: null }), {
        timeout: 8_000,
        interval: 200,
      });
    } finally {
      await stop();
    }
  }, 30_000);

  it("counts executed integrations in each period and takes back those a roll-back drops", async () => {
    await execution(100, 1);
    await execution(101, 48);
    await execution(102, 24 * 20);
    expect(await stats()).toMatchObject({ volume_1d: 1, volume_7d: 2, volume_30d: 3 });
    await run(sql`delete from chain_events where block_number >= 101`);
    expect(await stats()).toMatchObject({ volume_1d: 1, volume_7d: 1, volume_30d: 1 });
  });

  it("moves a recategorised asset and drops a category left empty", async () => {
    await run(sql`update assets set category = 1 where category = 2`);
    expect(await stats()).toMatchObject({ item_count: 3, categories: { 1: 3 } });
    await run(sql`delete from assets where token_id = 3`);
    expect(await stats()).toMatchObject({ item_count: 2, categories: { 1: 2 } });
  });

  it("rebuilds the same figures from the sources", async () => {
    const kept = await stats();
    await run(
      sql`update collection_stats set item_count = 0, owners = 0, volume_1d = 0, volume_7d = 0, volume_30d = 0`,
    );
    await rebuildCollectionStats(database.db);
    expect(await stats()).toEqual(kept);
  });
});
