import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import type { Database } from "../db/database.ts";
import {
  CHAIN_ID,
  fillMarketplace,
  hotAsset,
  scaleFor,
  signInBusyUser,
} from "../testing/fill-marketplace.ts";

// Keyset pages (docs/decisions/011): following nextCursor reads every row once, in order, however
// many rows are written between two requests — where OFFSET pages shift and repeat rows. Rows that
// share a timestamp (a batch in one transaction; two in the same millisecond) are told apart by id.
const scale = scaleFor(600, {
  collections: 10,
  creators: 5,
  studios: 3,
  hotTokenTransfers: 40,
  busyUserNotifications: 40,
  notificationsPerUser: 1,
});

describe("keyset pages under writes", () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    database = await createTestDb();
    await fillMarketplace(database.db, scale, () => undefined);
    token = await signInBusyUser(database.db);
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
    app = await buildApp(config, { database });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  type Page = { data: Record<string, unknown>[]; nextCursor: string | null };
  /** Every page from the first, running `between` after each; the rows' keys in the order served. */
  const follow = async (
    url: string,
    keyOf: (row: Record<string, unknown>) => string,
    between: () => Promise<unknown>,
  ) => {
    const keys: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: LightMyRequestResponse = await app.inject({
        method: "GET",
        url: cursor === null ? url : `${url}&cursor=${cursor}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: Page }>().data;
      keys.push(...page.data.map(keyOf));
      cursor = page.nextCursor;
      pages++;
      await between();
    } while (cursor !== null && pages < 100);
    return { keys, pages };
  };

  it("serves a user's notifications once each while new ones arrive, ties in one microsecond apart", async () => {
    // The ten newest rows moved into one microsecond of 2020, the three next newest into the same
    // millisecond a few microseconds later: the oldest pages.
    const newest = (count: number) => sql`id in (select id from notifications
      where user_id = md5('u1')::uuid and created_at > '2021-01-01' order by created_at desc limit ${count})`;
    await database.db.execute(
      sql`update notifications set created_at = '2020-01-01 00:00:00.123456+00' where ${newest(10)}`,
    );
    await database.db.execute(
      sql`update notifications set created_at = '2020-01-01 00:00:00.123789+00' where ${newest(3)}`,
    );
    const expected = await rowsOf<{ id: string }>(sql`select id from notifications
      where user_id = md5('u1')::uuid and type in ('asset_proposal_sent', 'asset_proposal_accepted')
      order by created_at desc, id desc`);
    const arrive = () =>
      database.db.execute(sql`insert into notifications (type, user_id, from_user_id, asset_id)
        select 'asset_proposal_sent', md5('u1')::uuid, md5('u6')::uuid, md5('a1')::uuid
        from generate_series(1, 3)`);
    const { keys, pages } = await follow("/api/notifications?perPage=3", (row) => String(row._id), arrive);
    expect(keys).toEqual(expected.map((row) => row.id));
    expect(pages).toBe(Math.ceil(expected.length / 3));
  });

  it("serves a collection's other assets once each while new ones are minted", async () => {
    const current = await rowsOf<{ id: string }>(sql`select md5('a5')::uuid as id`);
    const expected = await rowsOf<{ id: string }>(sql`select id from assets
      where collection_id = md5('c1')::uuid and id <> md5('a5')::uuid order by created_at desc, id desc`);
    let minted = 0;
    const mint = async () => {
      minted++;
      await database.db.execute(sql`insert into assets (chain_id, collection_id, collection_address, token_id,
          name, supply, creator_user_id, minted_tx)
        select chain_id, collection_id, collection_address, 100000 + ${minted}, 'Minted meanwhile', supply,
          creator_user_id, minted_tx from assets where id = md5('a1')::uuid`);
    };
    const url = `/api/assets/${current[0]!.id}/more-from-collection?perPage=4`;
    const { keys } = await follow(url, (row) => String(row._id), mint);
    // The fill gives three assets each second: ties broken by id.
    expect(keys).toEqual(expected.map((row) => row.id));
  });

  it("serves a token's activity once each while new blocks are indexed", async () => {
    const [hot] = await rowsOf<{
      address: string;
      token_id: string;
    }>(sql`select collection_address as address,
      token_id::text from assets where id = md5(${`a${hotAsset(scale)}`})::uuid`);
    const query = `address=${hot!.address}&tokenId=${hot!.token_id}&chainId=${CHAIN_ID}`;
    const expected = await rowsOf<{
      tx: string;
    }>(sql`select '0x' || encode(tx_hash, 'hex') as tx from chain_activity
      where collection = decode(substr(${hot!.address}, 3), 'hex') and token_id = ${hot!.token_id}
      order by block_number desc, log_index desc, item desc`);
    let block = 10_000_000;
    const index = async () => {
      block++;
      await database.db.execute(sql`insert into chain_activity (chain_id, event_type, collection, token_id,
          token_key, tx_hash, log_index, item, block_number, created_at)
        select chain_id, 'Transfered', collection, token_id, token_key, tx_hash, 0, 0, ${block}, now()
        from chain_activity where collection = decode(substr(${hot!.address}, 3), 'hex')
          and token_id = ${hot!.token_id} limit 1`);
    };
    const { keys } = await follow(`/api/activity?${query}&perPage=7`, (row) => String(row.txHash), index);
    expect(keys).toEqual(expected.map((row) => row.tx));
  });

  it("refuses a cursor it did not hand out with a 400, never a 500", async () => {
    const [asset] = await rowsOf<{ id: string; address: string; token_id: string }>(sql`select id,
      collection_address as address, token_id::text from assets where id = md5('a5')::uuid`);
    const activity = `/api/activity?address=${asset!.address}&tokenId=${asset!.token_id}`;
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const cursors = [
      "bm90LWpzb24", // "not-json"
      base64({ block: 1 }),
      base64([1, 2, 3, 4]), // an activity key, handed to a list of timestamps and ids
      base64([1e300, "00000000-0000-0000-0000-000000000000"]),
      base64([-1, 0, 0, 1]),
    ];
    const urls = [
      `/api/notifications?perPage=3`,
      `/api/assets/${asset!.id}/more-from-collection?perPage=3`,
      `${activity}&perPage=3`,
      `/api/activity/connected?address=${asset!.address}&tokenId=${asset!.token_id}`,
    ];
    for (const url of urls) {
      for (const cursor of [...cursors, "a+b", "x".repeat(201)]) {
        if (url.startsWith("/api/activity") && cursor === cursors[2]) continue; // a valid activity key
        const response = await app.inject({
          method: "GET",
          url: `${url}&cursor=${encodeURIComponent(cursor)}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${url} ${cursor}`).toBe(400);
        expect(response.json<{ status: string }>().status).toBe("failed");
      }
    }
  });
});
