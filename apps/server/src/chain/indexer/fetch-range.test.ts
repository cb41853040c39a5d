import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { multiple1155Abi, single721Abi, storeAbi } from "@meshlink/contracts/generated";
import { type Hex, encodeAbiParameters, encodeEventTopics, numberToHex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { jsonRpcHttp } from "../json-rpc-http.ts";
import type { ChainEvent } from "./chain-event.ts";
import { fetchRange } from "./fetch-range.ts";
import { decodeIndexedLog } from "./indexed-events.ts";
import { prepareRange } from "./prepare-range.ts";

const store: Hex = `0x${"51".repeat(20)}`;
const known: Hex = `0x${"c1".repeat(20)}`;
const created: Hex = `0x${"c2".repeat(20)}`;
const a: Hex = `0x${"aa".repeat(20)}`;
const b: Hex = `0x${"bb".repeat(20)}`;
const zero: Hex = `0x${"00".repeat(20)}`;
const word = (n: bigint) => encodeAbiParameters([{ type: "uint256" }], [n]);

const log = (address: Hex, blockNumber: number, logIndex: number, topics: Hex[], data: Hex = "0x") => ({
  address,
  topics,
  data,
  blockNumber: numberToHex(blockNumber),
  blockHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  blockTimestamp: numberToHex(1_790_000_000 + blockNumber),
  transactionHash: `0x${(blockNumber * 100 + logIndex).toString(16).padStart(64, "0")}`,
  logIndex: numberToHex(logIndex),
  removed: false,
});

// Block 3: the Store creates a collection, which mints in the same block; block 4: transfers of a
// collection known before, one of each kind.
const storeAndKnown = [
  log(
    store,
    3,
    0,
    encodeEventTopics({
      abi: storeAbi,
      eventName: "CollectionCreated",
      args: { owner: a, collection: created },
    }) as Hex[],
    encodeAbiParameters([{ type: "uint8" }, { type: "string" }], [2, "Multi"]),
  ),
  log(
    known,
    4,
    0,
    encodeEventTopics({
      abi: multiple1155Abi,
      eventName: "TransferSingle",
      args: { operator: a, from: a, to: b },
    }) as Hex[],
    `${word(7n)}${word(3n).slice(2)}` as Hex,
  ),
  log(
    known,
    4,
    1,
    encodeEventTopics({
      abi: single721Abi,
      eventName: "Transfer",
      args: { from: b, to: zero, tokenId: 2n ** 60n },
    }) as Hex[],
  ),
  log(
    known,
    4,
    2,
    encodeEventTopics({
      abi: multiple1155Abi,
      eventName: "TransferBatch",
      args: { operator: a, from: b, to: a },
    }) as Hex[],
    encodeAbiParameters(
      [{ type: "uint256[]" }, { type: "uint256[]" }],
      [
        [7n, 8n],
        [1n, 2n],
      ],
    ),
  ),
];
const createdMints = [
  log(
    created,
    3,
    1,
    encodeEventTopics({
      abi: multiple1155Abi,
      eventName: "TransferSingle",
      args: { operator: a, from: zero, to: a },
    }) as Hex[],
    `${word(1n)}${word(5n).slice(2)}` as Hex,
  ),
];

const asEvent = (raw: (typeof storeAndKnown)[number]): ChainEvent => ({
  chainId: 31337,
  blockNumber: Number(raw.blockNumber),
  blockHash: raw.blockHash,
  blockTime: new Date(Number(raw.blockTimestamp) * 1000),
  txHash: raw.transactionHash,
  logIndex: Number(raw.logIndex),
  address: raw.address,
  ...decodeIndexedLog(raw),
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

// A node whose eth_getLogs answers `logsFor(addresses)`.
async function node(logsFor: (addresses: string[]) => unknown[]) {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const { id, params } = JSON.parse(text) as { id: number; params: [{ address: string[] }] };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ jsonrpc: "2.0", id, result: logsFor(params[0].address) }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const rpc = jsonRpcHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    timeoutMs: 2_000,
    maxBytes: 1_000_000,
  })!;
  return { client: undefined as never, rpc };
}

const input = { chainId: 31337, store, collections: [known], from: 3, to: 4 };

describe("fetchRange", () => {
  it("writes what the decoded events write, with transfers decoded straight from the logs", async () => {
    const chain = await node((addresses) => (addresses.includes(created) ? createdMints : storeAndKnown));
    const { writes, created: found } = await fetchRange(chain, input);
    const inChainOrder = [storeAndKnown[0]!, createdMints[0]!, ...storeAndKnown.slice(1)];
    expect(writes).toEqual(prepareRange(inChainOrder.map(asEvent)));
    expect(found).toEqual([created]);
    expect(writes.transfers.rows).toBe(5);
    expect(writes.storeEvents.map((event) => event.eventName)).toEqual(["CollectionCreated"]);
  });

  it("refuses a transfer whose text COPY would misread, when the node's answer escaped it", async () => {
    const tabbed = { ...storeAndKnown[2]!, transactionHash: "0xab\tcd" };
    const chain = await node(() => [tabbed]);
    await expect(fetchRange(chain, input)).rejects.toThrow(/not lowercase hex/);
  });
});
