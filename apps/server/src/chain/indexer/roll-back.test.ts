import { asc } from "drizzle-orm";
import { createPublicClient, createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import * as t from "../../db/schema-chain.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { freePort, type TestChain } from "../../testing/start-test-chain.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { readCursor } from "./apply-batch.ts";
import { indexNextRange } from "./index-next-range.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";
import { findForkBlock } from "./roll-back.ts";

const options = { confirmations: 0, batchBlocks: 100 };

describe("indexer across a chain reorganisation", () => {
  const env = chainAndDatabase();

  it("drops the rows of replaced blocks and applies the blocks that replaced them", async () => {
    const { chain, database } = env;
    const { db } = database;
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
    const creator = storeActor(chain.connection, chain.accounts[0]!);
    const art = await creator.createCollection("Art", 1);
    const snapshot = await anvil.snapshot();
    await creator.createNFT(art, 1n);
    await creator.createCollection("Dropped", 1);
    await indexUntilCaughtUp(db, chain.connection, options);
    const before = await readCursor(db, chain.connection.chainId);
    expect(await eventTypes(database)).toEqual(["Created", "Minted", "Created"]);

    // The same heights, different blocks: what a reorganisation looks like to the indexer.
    await anvil.revert({ id: snapshot });
    await creator.createCollection("Replacement", 2);
    await anvil.mine({ blocks: 2 });
    const first = await indexNextRange(db, chain.connection, options);
    await indexUntilCaughtUp(db, chain.connection, options);

    expect(first.status).toBe("rolled-back");
    expect(await eventTypes(database)).toEqual(["Created", "Created"]);
    const names = (await db.select().from(t.chainCollections)).map((c) => c.name).sort();
    expect(names).toEqual(["Art", "Replacement"]);
    expect(await db.$count(t.chainBalances)).toBe(0);
    expect(await db.$count(t.chainTokens)).toBe(0);
    const after = await readCursor(db, chain.connection.chainId);
    expect(after?.blockNumber).toBe(before!.blockNumber + 1);
    expect(after?.blockHash).not.toBe(before?.blockHash);
  });

  it("finds a reorganisation of the block it has just committed, though that step's cursor goes unchecked", async () => {
    const { chain, database } = env;
    const { db } = database;
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
    const creator = storeActor(chain.connection, chain.accounts[0]!);
    await indexUntilCaughtUp(db, chain.connection, options);
    const snapshot = await anvil.snapshot();
    await creator.createCollection("Committed", 1);
    // The step that commits the new block, and no caught-up step after it.
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("indexed");

    await anvil.revert({ id: snapshot });
    await creator.createCollection("Instead", 2);
    await anvil.mine({ blocks: 2 });
    const next = await indexNextRange(db, chain.connection, options);
    const after = await indexNextRange(db, chain.connection, options);
    expect([next.status, after.status]).toEqual(["retry", "rolled-back"]);
    await indexUntilCaughtUp(db, chain.connection, options);
    const names = (await db.select().from(t.chainCollections)).map((c) => c.name);
    expect(names).toContain("Instead");
    expect(names).not.toContain("Committed");
    expect(await chainTables(database)).toEqual(await freshIndex(chain));
  });

  it("leaves exactly what a fresh index of the new chain holds, whatever the dropped blocks held", async () => {
    const { chain, database } = env;
    const { db } = database;
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
    const [, second, third] = chain.accounts;
    const creator = storeActor(chain.connection, chain.accounts[0]!);
    const single = await creator.createCollection("Keep", 1);
    const multiple = await creator.createCollection("Many", 2);
    const sword = await creator.createNFT(single, 1n);
    const potion = await creator.createNFT(multiple, 50n);
    const gem = await creator.createNFT(multiple, 50n);
    // Listed and never moved again, so the listing stays live (a move makes it stale on-chain).
    const listing = await creator.listForSale(multiple, potion, 5n, 750);
    await creator.transfer1155(multiple, second!, gem, 10n);
    await indexUntilCaughtUp(db, chain.connection, options);

    // Only transfers past the fork: they are undone by their deltas.
    const transfersOnly = await anvil.snapshot();
    await creator.transfer721(single, second!, sword);
    await creator.transfer1155(multiple, third!, gem, 7n);
    await creator.createNFT(single, 1n);
    await indexUntilCaughtUp(db, chain.connection, options);
    await anvil.revert({ id: transfersOnly });
    await creator.transfer1155(multiple, third!, gem, 3n);
    await anvil.mine({ blocks: 3 });
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("rolled-back");
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await chainTables(database)).toEqual(await freshIndex(chain));

    // Store events past the fork as well: the Store's state is rebuilt.
    const withStoreEvents = await anvil.snapshot();
    await creator.write("cancelListing", [listing]);
    await creator.createCollection("Gone", 1);
    await creator.transfer721(single, third!, sword);
    await indexUntilCaughtUp(db, chain.connection, options);
    await anvil.revert({ id: withStoreEvents });
    await creator.write("editListings", [listing, 0n, chain.accounts[0]!, 900] as never);
    await anvil.mine({ blocks: 4 });
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("rolled-back");
    await indexUntilCaughtUp(db, chain.connection, options);
    const tables = await chainTables(database);
    expect(tables).toEqual(await freshIndex(chain));
    expect(tables.chainListings).toMatchObject([{ state: "active", royaltyFee: 900 }]);
    const names = tables.chainCollections.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Keep", "Many"]));
    expect(names).not.toContain("Gone");
  });

  it("takes a node that does not answer for an error, not for a chain without any of the indexed blocks", async () => {
    const { chain, database } = env;
    const { db } = database;
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await db.$count(t.chainBlocks)).toBeGreaterThan(0);
    const silent = createPublicClient({
      transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0 }),
    });
    await expect(findForkBlock(db, silent, chain.connection.chainId)).rejects.toThrow();
    expect(await findForkBlock(db, chain.connection.client, chain.connection.chainId)).toBeDefined();
  });
});

// Every derived table of the chain, in a stable order (the cursor's update time aside).
async function chainTables({ db }: Database) {
  const all = async <T extends object>(rows: Promise<T[]>) =>
    (await rows).map((row) => JSON.stringify(row)).sort();
  return {
    chainBlocks: await all(db.select().from(t.chainBlocks)),
    chainEvents: await all(db.select().from(t.chainEvents)),
    chainActivity: await all(db.select().from(t.chainActivity)),
    chainBalances: await all(db.select().from(t.chainBalances)),
    chainTokenHolders: await all(db.select().from(t.chainTokenHolders)),
    chainTokens: await all(db.select().from(t.chainTokens)),
    chainCollections: (await db.select().from(t.chainCollections)).sort((a, b) =>
      a.address.localeCompare(b.address),
    ),
    chainListings: await db.select().from(t.chainListings),
    chainApprovals: await all(db.select().from(t.chainApprovals)),
    chainExecutions: await all(db.select().from(t.chainExecutions)),
    chainOffers: await all(db.select().from(t.chainOffers)),
    cursor: await readCursor(db, 31337),
  };
}

async function freshIndex(chain: TestChain) {
  const fresh = await createTestDb();
  try {
    await indexUntilCaughtUp(fresh.db, chain.connection, options);
    return await chainTables(fresh);
  } finally {
    await fresh.close();
  }
}

async function eventTypes({ db }: Database) {
  const rows = await db
    .select()
    .from(t.chainActivity)
    .orderBy(asc(t.chainActivity.blockNumber), asc(t.chainActivity.logIndex));
  return rows.map((row) => row.eventType);
}
