import { PROFILE_FILTERS } from "@meshlink/domain/constants/profile-filters";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenKeySql } from "../../chain/indexer/token-key.ts";
import type { Database } from "../../db/database.ts";
import { explainedMarketplace } from "../../testing/explained-marketplace.ts";
import { CHAIN_ID, scaleFor } from "../../testing/fill-marketplace.ts";
import type { RequestPlans } from "../../testing/query-plans.ts";

// Every query of the people routes reads the big tables (over 3000 rows) through an index and reads
// about a page of rows, for the busiest users of a marketplace of 8000 assets: creator 1 made the
// big collection (800 assets, a second wallet holding tokens of 49 other collections, 400 offers
// received, 133 integrations received) and studio 1001 executed most of the integrations.
const scale = scaleFor(8000, {
  collections: 100,
  hotTokenTransfers: 2000,
  busyUserNotifications: 500,
  notificationsPerUser: 20,
});
const PER_PAGE = 24;
// A page and the row after it, with room to spare: a plan that reads a busy user's every row (133
// to 800 here) fails, one that reads a page per wallet and side passes.
const PAGE_ROWS = 2 * (PER_PAGE + 1);

describe("the people routes' queries at 8000 assets", () => {
  let market: Awaited<ReturnType<typeof explainedMarketplace>>;
  let creatorId = "";
  let studioId = "";
  beforeAll(async () => {
    market = await explainedMarketplace(scale, fillPeople);
    const result: unknown = await market.db.execute(
      sql`select md5('u1')::uuid::text as creator, md5('u1001')::uuid::text as studio`,
    );
    const [ids] = (result as { rows: { creator: string; studio: string }[] }).rows;
    [creatorId, studioId] = [ids!.creator, ids!.studio];
  }, 300_000);
  afterAll(() => market?.close());

  type Page = { data: unknown[]; nextCursor: string | null };
  const explain = async (url: string) => {
    let page: Page | undefined;
    const plans = await market.plansOf(async () => {
      const response = await market.app.inject({ url, headers: { authorization: `Bearer ${market.token}` } });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
      page = response.json<{ data: Page }>().data;
    });
    return { plans, page: page! };
  };
  const expectIndexed = (url: string, plans: RequestPlans, rows = PAGE_ROWS) => {
    const scans = `${url}: ${plans.scans.join("; ")}`;
    expect(plans.bigSeqScans, scans).toEqual([]);
    expect(plans.mostRowsFetched, scans).toBeLessThanOrEqual(rows);
  };
  /** The first page and the one after it, each by index, each a full page. */
  const explainTwoPages = async (path: string) => {
    const first = await explain(`${path}&perPage=${PER_PAGE}`);
    expectIndexed(path, first.plans);
    expect(first.page.data, path).toHaveLength(PER_PAGE);
    expect(first.page.nextCursor, path).not.toBeNull();
    const second = await explain(`${path}&perPage=${PER_PAGE}&cursor=${first.page.nextCursor}`);
    expectIndexed(`${path} (page 2)`, second.plans);
    expect(second.page.data.length, path).toBeGreaterThan(0);
    return { first, second };
  };

  it("reads a profile's figures from indexes, counting index entries rather than rows", async () => {
    for (const id of [creatorId, studioId]) {
      const { plans, page } = await explain(`/api/users/${id}`);
      expectIndexed(`/api/users/${id}`, plans, 10);
      expect(page).toMatchObject({ stats: { capped: false } });
    }
    const { page } = await explain(`/api/users/${creatorId}`);
    expect(page).toMatchObject({
      stats: {
        assetsCreated: scale.bigCollection,
        collections: 1,
        integrationsReceived: Math.floor(scale.bigCollection / 6),
      },
    });
  });

  // The creator made no offers; the studio made them.
  const creatorFilters = PROFILE_FILTERS.filter((filter) => filter !== "offersMade");
  it.each(creatorFilters)("pages the busy creator's %s assets by index", async (filter) => {
    await explainTwoPages(`/api/users/${creatorId}/assets?filter=${filter}`);
  });

  it("pages the busy studio's offers made by index", async () => {
    await explainTwoPages(`/api/users/${studioId}/assets?filter=offersMade`);
  });

  it.each(["created", "collected", "all"])(
    "pages the busy creator's %s collections by index",
    async (filter) => {
      const path = `/api/users/${creatorId}/collections?filter=${filter}`;
      if (filter === "created") {
        const { plans } = await explain(path);
        expectIndexed(path, plans);
      } else await explainTwoPages(path);
    },
  );

  it("pages both sides' deals by index", async () => {
    await explainTwoPages(`/api/users/${creatorId}/deals?`);
    await explainTwoPages(`/api/users/${studioId}/deals?`);
  });

  it.each(["type=all", "type=studio", "type=creator"])("pages the user list (%s) by index", async (query) => {
    await explainTwoPages(`/api/users?${query}`);
  });

  it("ranks a search's matches by reading at most the candidates the header search reads", async () => {
    const { first } = await explainTwoPages("/api/users?search=creator");
    expect(first.plans.mostRowsScanned, first.plans.scans.join("; ")).toBeLessThanOrEqual(500);
    await explainTwoPages("/api/users?search=studio&type=studio");
  });
});

/**
 * What the people routes read beyond the marketplace fill: creator 1's second wallet holding a token
 * of each of collections 2–50, offers from studios on every other asset, and an integration of
 * every sixth asset (all of the big collection's by studio 1001).
 */
async function fillPeople(database: Database) {
  const { assets, bigCollection: big, creators, studios, collections } = scale;
  const run = (text: string) => database.db.execute(sql.raw(text));
  // As the marketplace fill names wallets, collections and assets (testing/fill-marketplace.ts).
  const wallet = (seed: string) => `'0x' || substr(md5(${seed}) || md5('.' || ${seed}), 1, 40)`;
  const collectionOf = (n: string) =>
    `(case when ${n} <= ${big} then 1 else 2 + ((${n} - ${big} - 1) % ${collections - 1}) end)`;
  const creatorWallet = (n: string) => wallet(`'w' || (((${collectionOf(n)} - 1) % ${creators}) + 1)`);
  const studioWallet = (n: string) =>
    wallet(
      `'w' || (case when ${n} <= ${big} then ${creators + 1} else ${creators + 1} + ${n} % ${studios} end)`,
    );
  // An asset's id as the offer's uint256 (domain offerAssetIdOf), four 32-bit parts summed.
  const offerAssetId = (
    id: string,
  ) => `(select sum(('x' || lpad(substr(h, i * 8 + 1, 8), 16, '0'))::bit(64)::bigint
      * power(2::numeric, 96 - 32 * i))::numeric(39, 0)::text
    from (select replace(${id}::text, '-', '') as h) x, generate_series(0, 3) i)`;
  const tx = `md5('x' || n) || md5('y' || n)`;

  await run(`insert into user_addresses (address, user_id) values (${wallet("'w1b'")}, md5('u1')::uuid)`);
  await run(`insert into chain_balances (chain_id, collection, token_id, owner, balance)
    select ${CHAIN_ID}, a.collection_address, a.token_id, ${wallet("'w1b'")}, 1
    from generate_series(2, 50) c join lateral (select collection_address, token_id from assets
      where collection_id = md5('c' || c)::uuid order by token_id limit 1) a on true`);
  await run(`insert into chain_offers (chain_id, offer_id, asset_id, offeror, collection_owner, game_address, state)
    select ${CHAIN_ID}, n, ${offerAssetId("md5('a' || n)::uuid")}, ${wallet(`'w' || (${creators + 1} + n % ${studios})`)},
      ${creatorWallet("n")}, '0x${"0".repeat(40)}', 'made'
    from generate_series(2, ${assets}, 2) n`);
  const raw = sql.raw;
  await database.db
    .execute(sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key,
      price, "from", "to", tx_hash, log_index, item, block_number, created_at)
    select ${CHAIN_ID}, 'Bought', decode(substr(a.collection_address, 3), 'hex'), a.token_id,
      ${tokenKeySql(sql`a.collection_address`, sql`a.token_id`)}, 500, decode(substr(l.seller, 3), 'hex'),
      decode(substr(${raw(studioWallet("n"))}, 3), 'hex'), decode(${raw(tx)}, 'hex'), 9, 0,
      ${assets * 10} + n, now() - (${assets} - n) * interval '1 second'
    from generate_series(6, ${assets}, 6) n join assets a on a.id = md5('a' || n)::uuid
      join chain_listings l on l.chain_id = ${CHAIN_ID} and l.listing_id = n / 3`);
  await run(`insert into chain_executions (chain_id, tx_hash, log_index, listing_id, proposer,
      destination_collection, new_token_id, original_collection, original_token_id, remaining_supply)
    select ${CHAIN_ID}, '0x' || ${tx}, 9, n / 3, ${studioWallet("n")}, ${wallet("'game'")}, 100000 + n,
      a.collection_address, a.token_id, 0
    from generate_series(6, ${assets}, 6) n join assets a on a.id = md5('a' || n)::uuid`);
  await run("vacuum analyze");
}
