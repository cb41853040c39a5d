import { ZActivityHistory } from "@meshlink/domain/activity.types";
import { ZListing } from "@meshlink/domain/entities/listing";
import { MAX_ISO_SECONDS } from "@meshlink/domain/entities/on-chain";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import {
  type AbiEvent,
  type AbiParameter,
  type Hex,
  encodeAbiParameters,
  encodeEventTopics,
  numberToHex,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import * as t from "../../db/schema-chain.ts";
import { findActivity } from "../../services/find-activity.ts";
import { findAssetListings } from "../../services/listings/find-asset-listings.ts";
import type { ChainConnection } from "../chain-connection.ts";
import { readCursor } from "./apply-batch.ts";
import { openChainReader } from "./chain-reader.ts";
import { indexNextRange } from "./index-next-range.ts";
import { indexedAbi } from "./indexed-events.ts";
import type { RpcRequest } from "./json-rpc-http.ts";

// Whatever a field of an indexed event holds within its ABI type (a seller's uint64 expiration, a
// creator's name with NUL characters, uint256 ids and amounts) and whatever time a block claims,
// the indexer applies the block, moves its cursor on and serves what it stored
// (docs/decisions/004-indexer.md, "Numbers from the chain"). Each run is one block of a chain of
// its own, read through the indexer's whole step from a node that answers in-process.

const store: Hex = `0x${"51".repeat(20)}`;
const events = indexedAbi as readonly AbiEvent[];
const ofName = (name: string) => events.find((event) => event.name === name)!;

const extremeUint = (bits: number) => {
  const max = 2n ** BigInt(bits) - 1n;
  const edges = [0n, 1n, 2n ** 31n, 2n ** 52n, 2n ** 53n + 1n, 2n ** 63n, 2n ** 64n - 1n, 2n ** 255n, max];
  return fc.oneof(fc.constantFrom(...edges.filter((edge) => edge <= max)), fc.bigInt({ min: 0n, max }));
};
const address = fc.oneof(
  fc.constant(`0x${"00".repeat(20)}`),
  fc.stringMatching(/^0x[0-9a-f]{40}$/),
) as fc.Arbitrary<Hex>;
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\0", "a\0b", "\u202e\u200b", "'; drop table chain_collections; --", "\\x00"),
);

function valueOf(input: AbiParameter): fc.Arbitrary<unknown> {
  if (input.type === "address") return address;
  if (input.type === "string") return text;
  const uint = /^uint(\d+)$/.exec(input.type);
  if (uint) return extremeUint(Number(uint[1]));
  throw new Error(`no arbitrary for ${input.type}`);
}

// One event's arguments by its ABI; a batch's ids and values have one length, as ERC-1155 requires.
function argsOf(event: AbiEvent): fc.Arbitrary<Record<string, unknown>> {
  if (event.name === "TransferBatch") {
    return fc
      .array(fc.tuple(extremeUint(256), extremeUint(256)), { minLength: 1, maxLength: 2 })
      .chain((pairs) =>
        fc.record({ operator: address, from: address, to: address }).map((parties) => ({
          ...parties,
          ids: pairs.map(([id]) => id),
          values: pairs.map(([, value]) => value),
        })),
      );
  }
  return fc.record(Object.fromEntries(event.inputs.map((input) => [input.name!, valueOf(input)])));
}

type Emitted = { event: AbiEvent; args: Record<string, unknown> };
const emitted = (event: AbiEvent) => argsOf(event).map((args): Emitted => ({ event, args }));
const storeEvent = fc.oneof(...events.filter((e) => !e.name.startsWith("Transfer")).map(emitted));
const transferEvent = fc.oneof(...events.filter((e) => e.name.startsWith("Transfer")).map(emitted));

const block = fc.record({
  // The collection the block's transfers come from, created first in the same block.
  created: emitted(ofName("CollectionCreated")),
  store: fc.array(storeEvent, { maxLength: 8 }),
  // Four transfers of at most two tokens each stay within numeric(78,0) however they add up.
  transfers: fc.array(transferEvent, { maxLength: 4 }),
  time: extremeUint(64),
  timeOnLogs: fc.boolean(),
});

// The chain can never emit a second listing, offer or collection with one id: keep the first.
const KEY_OF: Record<string, string> = {
  CollectionCreated: "collection",
  ListingCreated: "listingId",
  OfferMade: "offerId",
};
function withoutRepeatedKeys(list: Emitted[]) {
  const seen = new Set<string>();
  return list.filter(({ event, args }) => {
    const field = KEY_OF[event.name];
    if (!field) return true;
    const key = `${event.name}:${String(args[field]).toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Every uint of a listing exactly as its events left it: created, then edited and executed.
function expectedListings(fromStore: Emitted[]) {
  const listings = new Map<
    string,
    { listingId: string; expiration: string; tokenId: string; supply: string }
  >();
  for (const { event, args } of fromStore) {
    const listingId = String(args.listingId);
    if (event.name === "ListingCreated") {
      const [expiration, tokenId, supply] = [args.expiration, args.tokenId, args.supply].map(String);
      listings.set(listingId, { listingId, expiration: expiration!, tokenId: tokenId!, supply: supply! });
    }
    const listing = listings.get(listingId);
    if (listing && event.name === "ListingUpdated") listing.expiration = String(args.expiration);
    if (listing && event.name === "AgreementExecuted") listing.supply = String(args.remainingSupply);
  }
  return listings;
}

const hashOf = (blockNumber: number) => `0x${blockNumber.toString(16).padStart(64, "b")}`;

function encodeLog(emitter: Hex, { event, args }: Emitted, logIndex: number, time: Hex | undefined) {
  const data = event.inputs.filter((input) => !input.indexed);
  return {
    address: emitter,
    topics: encodeEventTopics({ abi: [event], eventName: event.name, args }) as Hex[],
    data: encodeAbiParameters(
      data,
      data.map((input) => args[input.name!]),
    ),
    blockHash: hashOf(1),
    blockNumber: "0x1",
    ...(time ? { blockTimestamp: time } : {}),
    transactionHash: `0x${(logIndex + 1).toString(16).padStart(64, "0")}`,
    transactionIndex: numberToHex(logIndex),
    logIndex: numberToHex(logIndex),
    removed: false,
  };
}

type Log = ReturnType<typeof encodeLog>;

// A node with blocks 0..head whose block 1 holds `logs`: what eth_getLogs, eth_blockNumber and
// eth_getBlockByNumber answer, through the same readers as a real node's answers.
function nodeWith(chainId: number, logs: Log[], time: bigint) {
  let head = 1;
  const chain: ChainConnection = {
    chainId,
    name: "Local",
    indexer: { batchBlocks: 2000 },
    rpcUrl: "in-process",
    storeAddress: store,
    client: { getBlock: () => Promise.resolve({ timestamp: time }) } as never,
  };
  const rpc: RpcRequest = (method, params, read) => {
    let result: unknown = numberToHex(head);
    if (method === "eth_getBlockByNumber") result = { hash: hashOf(Number(params[0])) };
    if (method === "eth_getLogs") {
      const [{ address: asked, topics, fromBlock }] = params as [
        { address: string[]; topics: [string[]]; fromBlock: Hex },
      ];
      result =
        fromBlock === "0x1"
          ? logs.filter((log) => asked.includes(log.address) && topics[0].includes(log.topics[0]!))
          : [];
    }
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 1, result }));
    // As json-rpc-http.ts: a reader that cannot vouch for the answer leaves it to the whole parse.
    return Promise.resolve(read?.(body) ?? result);
  };
  // The indexer's steps on `chain` read through this node (chain-reader.ts).
  openChainReader(chain, { rpc });
  return { chain, mine: () => void head++ };
}

describe("indexing any value an indexed event can carry", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database?.close());

  it("applies the block, moves the cursor on and serves what it stored", async () => {
    let chainId = 1_000_000;
    await fc.assert(
      fc.asyncProperty(block, async ({ created, store: storeEvents, transfers, time, timeOnLogs }) => {
        const { db } = database;
        chainId += 1;
        const collection = String(created.args.collection).toLowerCase() as Hex;
        const fromStore = withoutRepeatedKeys([created, ...storeEvents]);
        const stamp = timeOnLogs ? numberToHex(time) : undefined;
        const logs = [
          ...fromStore.map((event, i) => encodeLog(store, event, i, stamp)),
          ...transfers.map((event, i) => encodeLog(collection, event, fromStore.length + i, stamp)),
        ];
        const { chain, mine } = nodeWith(chainId, logs, time);
        const options = { confirmations: 0, batchBlocks: 10, startBlock: 1 };

        expect(await indexNextRange(db, chain, options)).toMatchObject({ status: "indexed", to: 1 });
        mine();
        expect(await indexNextRange(db, chain, options)).toMatchObject({ status: "indexed", to: 2 });
        expect(await readCursor(db, chainId)).toEqual({ blockNumber: 2, blockHash: hashOf(2) });

        const stored = await db.select().from(t.chainListings).where(eq(t.chainListings.chainId, chainId));
        const expected = expectedListings(fromStore);
        expect(stored).toHaveLength(expected.size);
        for (const listing of stored) {
          // Every uint the chain gave is kept exactly; only the fee has a range (chain-values.ts).
          expect(listing.royaltyFee).toBeGreaterThanOrEqual(1);
          expect(listing.royaltyFee).toBeLessThanOrEqual(9999);
          const asset = { chainId, collectionAddress: listing.collection, tokenId: listing.tokenId };
          for (const served of await findAssetListings(db, asset)) ZListing.parse(served);
        }
        expect(
          stored.map(({ listingId, expiration, tokenId, supply }) => ({
            listingId,
            expiration,
            tokenId,
            supply,
          })),
        ).toEqual(expect.arrayContaining([...expected.values()]));
        const [kept] = await db
          .select()
          .from(t.chainCollections)
          .where(and(eq(t.chainCollections.chainId, chainId), eq(t.chainCollections.address, collection)));
        expect(kept?.name).not.toContain("\0");
        const rows = await db.select().from(t.chainActivity).where(eq(t.chainActivity.chainId, chainId));
        for (const row of rows) {
          expect(row.createdAt.getTime()).toBeLessThanOrEqual(MAX_ISO_SECONDS * 1000);
          if (!row.collection || !row.tokenId) continue;
          const query = { address: row.collection, tokenId: row.tokenId, chainId, perPage: 50 };
          ZActivityHistory.parse(await findActivity(db, () => undefined, query));
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
