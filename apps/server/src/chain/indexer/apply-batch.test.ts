import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import * as t from "../../db/schema-chain.ts";
import { applyBatch, CursorMovedError } from "./apply-batch.ts";
import type { ChainEvent } from "./chain-event.ts";
import { applyRange } from "./apply-range.ts";
import { prepareRange } from "./prepare-range.ts";

const holder = `0x${"11".repeat(20)}`;
const other = `0x${"22".repeat(20)}`;
const transfer = (blockNumber: number, logIndex: number): ChainEvent => ({
  chainId: 31337,
  blockNumber,
  blockHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  blockTime: new Date(blockNumber * 1000),
  txHash: `0x${(blockNumber * 100 + logIndex).toString(16).padStart(64, "0")}`,
  logIndex,
  address: `0x${"cc".repeat(20)}`,
  eventName: "TransferSingle",
  args: { operator: holder, from: holder, to: other, id: "1", value: "1" },
});
const cursorAt = (event: ChainEvent) => ({ blockNumber: event.blockNumber, blockHash: event.blockHash });

describe("applyBatch", () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDb();
  });
  afterEach(() => database.close());

  it("undoes rows indexed past the cursor before it applies a range, so each event counts once", async () => {
    const { db } = database;
    const first = transfer(5, 0);
    await applyBatch(db, 31337, prepareRange([first]), undefined, cursorAt(first));
    // Block 7 indexed without the cursor moving (as an index written by other means could hold).
    const early = transfer(7, 0);
    await applyRange(db, 31337, prepareRange([early]));
    const late = transfer(7, 1);
    await applyBatch(db, 31337, prepareRange([early, late]), cursorAt(first), cursorAt(late));

    const activity = await db
      .select()
      .from(t.chainActivity)
      .orderBy(t.chainActivity.blockNumber, t.chainActivity.logIndex);
    expect(activity.map((row) => [row.blockNumber, row.logIndex])).toEqual([
      [5, 0],
      [7, 0],
      [7, 1],
    ]);
    const [balance] = await db.select().from(t.chainBalances).where(eq(t.chainBalances.owner, other));
    expect(balance?.balance).toBe("3");
    const blocks = await db.select().from(t.chainBlocks).orderBy(t.chainBlocks.blockNumber);
    expect(blocks.map((block) => block.blockNumber)).toEqual([5, 7]);
  });

  it("fails the whole range rather than apply a block twice", async () => {
    const { db } = database;
    const event = transfer(5, 0);
    await applyRange(db, 31337, prepareRange([event]));
    await expect(db.transaction((tx) => applyRange(tx, 31337, prepareRange([event])))).rejects.toThrow();
    expect(await db.$count(t.chainActivity)).toBe(1);
    expect(await db.$count(t.chainBlocks)).toBe(1);
  });

  // On PostgreSQL (CI's TEST_DATABASE_URL run) the two transactions really overlap; without the
  // batch lock the loser hit the ledger's unique key (a 500 from a route) instead of this error.
  it("lets one of two racing first batches win and tells the other the cursor moved", async () => {
    const { db } = database;
    const event = transfer(5, 0);
    const results = await Promise.allSettled([
      applyBatch(db, 31337, prepareRange([event]), undefined, cursorAt(event)),
      applyBatch(db, 31337, prepareRange([event]), undefined, cursorAt(event)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === "rejected");
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(CursorMovedError);
    expect(await db.$count(t.chainActivity)).toBe(1);
  });
});
