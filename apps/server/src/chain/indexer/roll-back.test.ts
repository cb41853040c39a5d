import { asc } from "drizzle-orm";
import { createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../db/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import * as t from "../../db/schema-chain.ts";
import { startTestChain, type TestChain } from "../../testing/start-test-chain.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { readCursor } from "./apply-batch.ts";
import { indexNextRange } from "./index-next-range.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

const options = { confirmations: 0, batchBlocks: 100 };

describe("indexer across a chain reorganisation", () => {
  let chain: TestChain;
  let database: Database;
  beforeAll(async () => {
    [chain, database] = await Promise.all([startTestChain(), createTestDb()]);
  });
  afterAll(async () => {
    await database?.close();
    await chain?.dispose();
  });

  it("drops the rows of replaced blocks and applies the blocks that replaced them", async () => {
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
});

async function eventTypes({ db }: Database) {
  const rows = await db
    .select()
    .from(t.chainActivity)
    .orderBy(asc(t.chainActivity.blockNumber), asc(t.chainActivity.logIndex));
  return rows.map((row) => row.eventType);
}
