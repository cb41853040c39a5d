import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyBinaryInto } from "../../db/copy-rows.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { chainActivity } from "../../db/schema-chain.ts";
import { ACTIVITY_COLUMNS } from "./prepare-transfers.ts";
import { tokenKey } from "./token-key.ts";
import { type ChainEvent, ZERO_ADDRESS } from "./chain-event.ts";
import { prepareRange } from "./prepare-range.ts";

const a = `0x${"aa".repeat(20)}`;
const b = `0x${"bb".repeat(20)}`;
const collection = `0x${"cc".repeat(20)}`;
const event = (blockNumber: number, logIndex: number, eventName: string, args: ChainEvent["args"]) => ({
  chainId: 31337,
  blockNumber,
  blockHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  blockTime: new Date(Date.UTC(2026, 10, 24, 0, 0, blockNumber)),
  txHash: `0x${(blockNumber * 100 + logIndex).toString(16).padStart(64, "0")}`,
  logIndex,
  address: collection,
  eventName,
  args,
});

describe("prepareRange", () => {
  const events = [
    event(3, 0, "CollectionCreated", { owner: a, collection, kind: "2", name: "Multi" }),
    event(3, 1, "TransferBatch", {
      operator: a,
      from: ZERO_ADDRESS,
      to: a,
      ids: ["1", "2"],
      values: ["5", "7"],
    }),
    event(4, 0, "TransferSingle", { operator: a, from: a, to: b, id: "1", value: "2" }),
    event(4, 1, "Transfer", { from: b, to: ZERO_ADDRESS, tokenId: "9" }),
  ];
  const writes = prepareRange(events);

  it("lists each block with events once, with its hash, and keeps the Store's events apart", () => {
    expect(writes.blocks).toEqual([
      { blockNumber: 3, blockHash: events[0]!.blockHash },
      { blockNumber: 4, blockHash: events[2]!.blockHash },
    ]);
    expect(writes.storeEvents.map((e) => e.eventName)).toEqual(["CollectionCreated"]);
    expect(writes.events).toBe(4);
  });

  describe("activity rows, as PostgreSQL reads them", () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDb();
      await copyBinaryInto(database.db, "chain_activity", ACTIVITY_COLUMNS, writes.transfers.activity);
    });
    afterAll(() => database.close());

    it("are one per token moved, with the amounts, in chain order", async () => {
      const rows = await database.db
        .select()
        .from(chainActivity)
        .orderBy(chainActivity.blockNumber, chainActivity.logIndex, chainActivity.item);
      expect(writes.transfers.rows).toBe(4);
      expect(rows.map((r) => [r.eventType, r.tokenId, r.from, r.to, r.item, r.amount])).toEqual([
        ["Minted", "1", null, a, 0, "5"],
        ["Minted", "2", null, a, 1, "7"],
        ["Transfered", "1", a, b, 0, "2"],
        ["Transfered", "9", b, null, 0, "1"],
      ]);
      // What the token index holds: the same key the activity queries ask for.
      expect(rows.map((r) => r.tokenKey)).toEqual(["1", "2", "1", "9"].map((id) => tokenKey(collection, id)));
      expect(rows[2]).toMatchObject({
        chainId: 31337,
        collection,
        txHash: events[2]!.txHash,
        blockNumber: 4,
        logIndex: 0,
        createdAt: new Date("2026-11-24T00:00:04.000Z"),
      });
    });
  });

  it("nets balance changes per holding and names the tokens minted", () => {
    const balances = Object.fromEntries(
      writes.transfers.balances.map((c) => [`${c.tokenId}:${c.owner}`, c.delta]),
    );
    expect(balances).toEqual({ [`1:${a}`]: "3", [`2:${a}`]: "7", [`1:${b}`]: "2", [`9:${b}`]: "-1" });
    expect(writes.transfers.mints.map((m) => m.tokenId)).toEqual(["1", "2"]);
  });
});
