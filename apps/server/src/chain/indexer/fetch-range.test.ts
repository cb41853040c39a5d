import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { multiple1155Abi, single721Abi, storeAbi } from "@meshlink/contracts/generated";
import { type Hex, encodeAbiParameters, encodeEventTopics, numberToHex } from "viem";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { jsonRpcHttp, type RpcRequest } from "./json-rpc-http.ts";
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

// Fields in the order alloy-based nodes (anvil, reth) write them, which scan-logs.ts reads in place.
const log = (address: Hex, blockNumber: number, logIndex: number, topics: Hex[], data: Hex = "0x") => ({
  address,
  topics,
  data,
  blockHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  blockNumber: numberToHex(blockNumber),
  blockTimestamp: numberToHex(1_790_000_000 + blockNumber),
  transactionHash: `0x${(blockNumber * 100 + logIndex).toString(16).padStart(64, "0")}`,
  transactionIndex: numberToHex(logIndex),
  logIndex: numberToHex(logIndex),
  removed: false,
});

// The same log with its fields in another order (as geth writes them): parsed, not read in place.
const reordered = ({ blockHash, ...rest }: ReturnType<typeof log>) => ({ ...rest, blockHash });

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
async function node(
  logsFor: (addresses: string[]) => ReturnType<typeof log>[],
  layout = (l: ReturnType<typeof log>): unknown => l,
) {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const { id, params } = JSON.parse(text) as { id: number; params: [{ address: string[] }] };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ jsonrpc: "2.0", id, result: logsFor(params[0].address).map(layout) }));
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
  it.each([
    ["read in place", (inPlace: ReturnType<typeof log>) => inPlace],
    ["parsed, in another field order", reordered],
  ])("writes what the decoded events write, with transfers %s", async (_, layout) => {
    const chain = await node(
      (addresses) => (addresses.includes(created) ? createdMints : storeAndKnown),
      layout,
    );
    const { writes, created: found } = await fetchRange(chain, input);
    const inChainOrder = [storeAndKnown[0]!, createdMints[0]!, ...storeAndKnown.slice(1)];
    expect(writes).toEqual(prepareRange(inChainOrder.map(asEvent)));
    expect(found).toEqual([created]);
    expect(writes.transfers.rows).toBe(5);
    expect(writes.storeEvents.map((event) => event.eventName)).toEqual(["CollectionCreated"]);
  });

  it("writes the same for any transfer read in place as for its decoded event", async () => {
    const address = fc.stringMatching(/^0x[0-9a-f]{40}$/).map((hex) => hex as Hex);
    const party = fc.oneof(address, fc.constant(zero));
    const uint = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 60n }),
      fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
    );
    const transfer = fc.record({ single: fc.boolean(), from: party, to: party, id: uint, value: uint });
    await fc.assert(
      fc.asyncProperty(fc.array(transfer, { minLength: 1, maxLength: 8 }), async (transfers) => {
        const logs = transfers.map(({ single, from, to, id, value }, i) =>
          single
            ? log(
                known,
                3 + (i >> 2),
                i,
                encodeEventTopics({
                  abi: multiple1155Abi,
                  eventName: "TransferSingle",
                  args: { operator: a, from, to },
                }) as Hex[],
                `${word(id)}${word(value).slice(2)}` as Hex,
              )
            : log(
                known,
                3 + (i >> 2),
                i,
                encodeEventTopics({
                  abi: single721Abi,
                  eventName: "Transfer",
                  args: { from, to, tokenId: id },
                }) as Hex[],
              ),
        );
        const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 1, result: logs }));
        const rpc: RpcRequest = (_method, _params, read) => Promise.resolve(read?.(body));
        const { writes } = await fetchRange({ client: undefined as never, rpc }, { ...input, to: 9 });
        expect(writes).toEqual(prepareRange(logs.map(asEvent)));
      }),
      { numRuns: 200 },
    );
  });
});
