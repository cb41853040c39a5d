import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import { rowsOf } from "./rows-of.ts";
import { appMeta } from "./schema.ts";
import { chainActivity } from "./schema-chain.ts";

/** A secret's stored hash as the server writes it: SHA-256 of the UTF-8 text, in hex. */
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

// Every migration in the journal, so adding one does not break this test.
const journal = readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8");
const migrationCount = (JSON.parse(journal) as { entries: unknown[] }).entries.length;

describe("migrations", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("apply to a fresh database and create app_meta with the schema's columns", async () => {
    database = await createTestDb({ migrate: false });
    await database.migrate();

    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'app_meta' order by column_name`,
      ),
    );
    const expected = Object.values(getTableColumns(appMeta)).map((column) => column.name);
    expect(columns.map((column) => column.column_name)).toEqual(expected.sort());
  });

  it("re-apply without changing anything", async () => {
    database = await createTestDb({ migrate: false });
    await database.migrate();
    await database.db.insert(appMeta).values({ key: "probe", value: "kept" });

    await database.migrate();

    const applied = rowsOf<{ count: string | number }>(
      await database.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(applied[0]?.count)).toBe(migrationCount);
    expect(await database.db.select().from(appMeta)).toMatchObject([{ key: "probe", value: "kept" }]);
  });

  it("0007 keeps an indexed database: its logs keyed by block, a batch's activity rows numbered", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0006_market");
    await database.db.execute(sql`
      insert into chain_events
        (chain_id, block_number, block_hash, block_time, tx_hash, log_index, address, event_name, args)
      values (31337, 5, '0xb5', now(), '0xt1', 0, '0xc', 'TransferBatch', '{"ids":["1","2"]}')`);
    await database.db.execute(sql`
      insert into chain_activity
        (chain_id, event_type, collection, token_id, "from", "to", tx_hash, log_index, block_number, created_at)
      values (31337, 'Minted', '0xc', 1, null, '0xa', '0xt1', 0, 5, now()),
             (31337, 'Minted', '0xc', 2, null, '0xa', '0xt1', 0, 5, now())`);

    await migrateUpTo(database, "0007_chain-lean-keys");

    const events = rowsOf<{ args: unknown }>(await database.db.execute(sql`select args from chain_events`));
    expect(events).toEqual([{ args: { ids: ["1", "2"] } }]);
    const activity = rowsOf<{ token_id: string; item: number }>(
      await database.db.execute(sql`select token_id, item from chain_activity order by token_id`),
    );
    expect(activity).toEqual([
      { token_id: "1", item: 0 },
      { token_id: "2", item: 1 },
    ]);
    const replayed = database.db.execute(sql`
      insert into chain_events
        (chain_id, block_number, block_hash, block_time, tx_hash, log_index, address, event_name, args)
      values (31337, 5, '0xb5', now(), '0xt1', 0, '0xc', 'TransferBatch', '{}')`);
    await expect(replayed).rejects.toThrow();
  });

  it("0008 keeps an indexed database: transfers leave the ledger for their activity rows, with amounts", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0007_chain-lean-keys");
    await database.db.execute(sql`
      insert into chain_events
        (chain_id, block_number, block_hash, block_time, tx_hash, log_index, address, event_name, args)
      values (31337, 4, '0xb4', now(), '0xt0', 0, '0xs', 'CollectionCreated', '{"collection":"0xc"}'),
             (31337, 5, '0xb5', now(), '0xt1', 0, '0xc', 'TransferBatch', '{"ids":["1","2"],"values":["2","5"]}'),
             (31337, 5, '0xb5', now(), '0xt2', 1, '0xc', 'TransferSingle', '{"id":"1","value":"3"}'),
             (31337, 6, '0xb6', now(), '0xt3', 0, '0xd', 'Transfer', '{"tokenId":"9"}')`);
    await database.db.execute(sql`
      insert into chain_activity
        (chain_id, event_type, collection, token_id, "from", "to", tx_hash, log_index, item, block_number, created_at)
      values (31337, 'Created', '0xc', null, '0xa', null, '0xt0', 0, 0, 4, now()),
             (31337, 'Minted', '0xc', 1, null, '0xa', '0xt1', 0, 0, 5, now()),
             (31337, 'Minted', '0xc', 2, null, '0xa', '0xt1', 0, 1, 5, now()),
             (31337, 'Transfered', '0xc', 1, '0xa', '0xb', '0xt2', 1, 0, 5, now()),
             (31337, 'Minted', '0xd', 9, null, '0xa', '0xt3', 0, 0, 6, now())`);

    await migrateUpTo(database, "0008_chain-transfers-in-activity");

    const events = rowsOf<{ event_name: string }>(
      await database.db.execute(sql`select event_name from chain_events`),
    );
    expect(events).toEqual([{ event_name: "CollectionCreated" }]);
    const blocks = rowsOf<{ block_number: string | number; block_hash: string }>(
      await database.db.execute(sql`select block_number, block_hash from chain_blocks order by block_number`),
    );
    expect(blocks.map((b) => [Number(b.block_number), b.block_hash])).toEqual([
      [4, "0xb4"],
      [5, "0xb5"],
      [6, "0xb6"],
    ]);
    const amounts = rowsOf<{ tx_hash: string; item: number; amount: string | null }>(
      await database.db.execute(sql`select tx_hash, item, amount from chain_activity order by tx_hash, item`),
    );
    expect(amounts).toEqual([
      { tx_hash: "0xt0", item: 0, amount: null },
      { tx_hash: "0xt1", item: 0, amount: "2" },
      { tx_hash: "0xt1", item: 1, amount: "5" },
      { tx_hash: "0xt2", item: 0, amount: "3" },
      { tx_hash: "0xt3", item: 0, amount: "1" },
    ]);
  });

  it("0009 keys the rows that name a token as tokenKey does; 0010 keeps addresses and hashes as their bytes", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0008_chain-transfers-in-activity");
    const collection = "0x414e802dbacf4ed7252c1cf8eba53be35947d804";
    const [owner, buyer] = [`0x${"a1".repeat(20)}`, `0x${"b2".repeat(20)}`];
    const tx = (n: number) => `0x${String(n).padStart(64, "0")}`;
    const bigId = (2n ** 255n + 7n).toString();
    await database.db.execute(sql`
      insert into chain_activity
        (chain_id, event_type, collection, token_id, asset_id, "from", "to", tx_hash, log_index, item, block_number, created_at)
      values (31337, 'Created', ${collection}, null, null, ${owner}, null, ${tx(0)}, 0, 0, 4, now()),
             (31337, 'Minted', ${collection}, 1, null, null, ${owner}, ${tx(1)}, 0, 0, 5, now()),
             (31337, 'Transfered', ${collection}, ${bigId}, null, ${owner}, ${buyer}, ${tx(1)}, 0, 1, 5, now()),
             (31337, 'Offered', null, null, 'asset-1', ${buyer}, ${owner}, ${tx(2)}, 0, 0, 6, now())`);

    await database.migrate();

    const rows = await database.db
      .select()
      .from(chainActivity)
      .orderBy(chainActivity.txHash, chainActivity.item);
    expect(rows.map((row) => [row.collection, row.from, row.to, row.txHash, row.tokenKey])).toEqual([
      [collection, owner, null, tx(0), null],
      [collection, null, owner, tx(1), tokenKey(collection, "1")],
      [collection, owner, buyer, tx(1), tokenKey(collection, bigId)],
      [null, buyer, owner, tx(2), null],
    ]);
  });

  it("0011 keeps a stored login signature only as the hash the server computes", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0010_chain-activity-bytes");
    const signature = `0x${"ab".repeat(65)}`;
    await database.db.execute(sql`
      insert into users (id, name, email, type, default_address)
      values ('00000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.com', 'creator', '0xa')`);
    await database.db.execute(sql`
      insert into user_addresses (address, user_id, login_signature)
      values ('0xa', '00000000-0000-4000-8000-000000000001', ${signature}),
             ('0xb', '00000000-0000-4000-8000-000000000001', null)`);

    await migrateUpTo(database, "0011_auth-login-signature-hash");

    const rows = rowsOf<{ address: string; login_signature_hash: string | null }>(
      await database.db.execute(sql`select * from user_addresses order by address`),
    );
    expect(rows.map(({ address, login_signature_hash }) => [address, login_signature_hash])).toEqual([
      ["0xa", sha256Hex(signature)],
      ["0xb", null],
    ]);
  });

  it("0012 keeps every listing's expiration, and then holds any uint64 as the chain does", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0011_auth-login-signature-hash");
    const listing = (id: number, expiration: bigint) => sql`
      insert into chain_listings (chain_id, listing_id, seller, collection, token_id, supply, royalty_fee,
        royalty_recipient, expiration, state, created_tx)
      values (31337, ${id}, '0xa', '0xc', 1, 1, 500, '0xa', ${expiration}, 'active', '0x1')`;
    for (const [id, expiration] of [
      [1, 0n],
      [2, 1_796_126_400n],
      [3, 2n ** 63n - 1n],
    ] as const) {
      await database.db.execute(listing(id, expiration));
    }

    await migrateUpTo(database, "0012_chain-listing-expiration-numeric");
    await database.db.execute(listing(4, 2n ** 64n - 1n));

    const rows = rowsOf<{ expiration: string }>(
      await database.db.execute(sql`select expiration from chain_listings order by listing_id`),
    );
    expect(rows.map((row) => row.expiration)).toEqual([
      "0",
      "1796126400",
      String(2n ** 63n - 1n),
      String(2n ** 64n - 1n),
    ]);
  });

  it("0015 counts the holders of every token an indexed database already holds", async () => {
    database = await createTestDb({ migrate: false });
    await migrateUpTo(database, "0014_chain-balance-holders");
    await database.db.execute(sql`
      insert into chain_balances (chain_id, collection, token_id, owner, balance)
      values (31337, '0xc', 1, '0xa', 1), (31337, '0xc', 1, '0xb', 9), (31337, '0xc', 2, '0xa', 1),
        (1, '0xc', 1, '0xa', 5)`);

    await migrateUpTo(database, "0015_chain-token-holders");

    const rows = rowsOf<{ chain_id: number; token_id: string; holders: number }>(
      await database.db.execute(
        sql`select chain_id, token_id, holders from chain_token_holders order by chain_id, token_id`,
      ),
    );
    expect(rows).toEqual([
      { chain_id: 1, token_id: "1", holders: 1 },
      { chain_id: 31337, token_id: "1", holders: 2 },
      { chain_id: 31337, token_id: "2", holders: 1 },
    ]);
  });

  it("enable pg_trgm, so trigram similarity works", async () => {
    database = await createTestDb();

    const extensions = rowsOf<{ extname: string }>(
      await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    const similarity = rowsOf<{ score: number }>(
      await database.db.execute(sql`select similarity('dragon sword', 'dragon swords') as score`),
    );
    expect(extensions).toEqual([{ extname: "pg_trgm" }]);
    expect(similarity[0]?.score).toBeGreaterThan(0.5);
  });
});

// Applies the journal's migrations up to and including `tag`, from a copy of the folder whose
// journal ends there, so a later migration can be tested on data an older schema held.
async function migrateUpTo(database: Database, tag: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "meshlink-migrations-"));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const entries = (JSON.parse(journal) as { entries: { tag: string }[] }).entries;
    const upTo = entries.slice(0, entries.findIndex((entry) => entry.tag === tag) + 1);
    writeFileSync(
      path.join(folder, "meta/_journal.json"),
      JSON.stringify({ ...JSON.parse(journal), entries: upTo }),
    );
    const db = database.db as never;
    if (database.driver === "pglite") {
      await (await import("drizzle-orm/pglite/migrator")).migrate(db, { migrationsFolder: folder });
    } else {
      await (await import("drizzle-orm/node-postgres/migrator")).migrate(db, { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
