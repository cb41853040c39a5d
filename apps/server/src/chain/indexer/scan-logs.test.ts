import { describe, expect, it } from "vitest";
import { TRANSFER_SINGLE_TOPIC } from "./indexed-events.ts";
import { isScanned, scanLogs } from "./scan-logs.ts";

const word = (hex: string) => `0x${hex.padStart(64, "0")}`;
const collection = `0x${"c1".repeat(20)}`;
// A TransferSingle and a Store event as anvil writes them.
const transfer = {
  address: collection,
  topics: [TRANSFER_SINGLE_TOPIC, word("aa"), word("0"), word("bb")],
  data: `${word("7")}${word("3").slice(2)}`,
  blockHash: word("b10c"),
  blockNumber: "0x1f",
  blockTimestamp: "0x6b062677",
  transactionHash: word("7a"),
  transactionIndex: "0x0",
  logIndex: "0x2",
  removed: false,
};
const storeEvent = { ...transfer, address: `0x${"51".repeat(20)}`, topics: [word("e1")], data: "0x" };
const answer = (result: unknown, id = 7) => Buffer.from(JSON.stringify({ jsonrpc: "2.0", id, result }));

describe("scanLogs", () => {
  it("reads transfers in place and parses every other log, in the answer's order", () => {
    const logs = scanLogs(answer([storeEvent, transfer]))!;
    expect(logs).toHaveLength(2);
    expect(isScanned(logs[0]!)).toBe(false);
    expect(logs[0]).toEqual(storeEvent);
    const scanned = logs[1]!;
    if (!isScanned(scanned)) throw new Error("the transfer was not read in place");
    expect(scanned).toMatchObject({
      address: collection,
      single: true,
      blockNumber: 31,
      blockTime: 0x6b062677,
      logIndex: 2,
    });
    const at = (offset: number, length: number) => scanned.body.toString("latin1", offset, offset + length);
    expect(at(scanned.blockHashAt, 64)).toBe(transfer.blockHash.slice(2));
    expect(at(scanned.txHashAt, 64)).toBe(transfer.transactionHash.slice(2));
  });

  it("answers an empty list for an empty result", () => {
    expect(scanLogs(answer([]))).toEqual([]);
  });

  it.each([
    ["an error answer", Buffer.from('{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"too many"}}')],
    ["an escape in a string", answer([{ ...storeEvent, data: "0x\u0007" }])],
    ["uppercase hex", answer([{ ...transfer, address: collection.toUpperCase().replace("0X", "0x") }])],
    ["non-ASCII text", answer([{ ...storeEvent, data: "0xé" }])],
    [
      "a transfer in another field order",
      answer([{ ...transfer, blockHash: undefined, extra: transfer.blockHash }]),
    ],
    ["a log cut short", Buffer.from(answer([transfer]).toString().slice(0, -40))],
    ["text after the answer", Buffer.concat([answer([transfer]), Buffer.from("{}")])],
  ])("leaves %s to the whole parse", (_, body) => {
    expect(scanLogs(body)).toBeUndefined();
  });
});
