import { type Hex, type PublicClient, numberToHex } from "viem";
import type { RpcRequest } from "./json-rpc-http.ts";
import type { ChainEvent } from "./chain-event.ts";
import { blockTimeFromSeconds } from "./chain-values.ts";
import {
  collectionCreatedTopic,
  collectionTopics,
  decodeIndexedLog,
  decodeTransferMove,
  storeTopics,
} from "./indexed-events.ts";
import { rangeWrites, type RangeWrites } from "./prepare-range.ts";
import { isScanned, type RpcLog, type ScannedLog, scanLogs } from "./scan-logs.ts";

/** The node's calls a range is read with: the bulk JSON-RPC client, and viem's for block headers. */
export type NodeCalls = { client: PublicClient; rpc: RpcRequest };

// Nodes cap the address list of one eth_getLogs call; stay well below common limits.
const ADDRESSES_PER_CALL = 500;

/**
 * What blocks from..to write, and the collections the Store created in them. The Store and the
 * known collections share one eth_getLogs call (a node's cost is mostly scanning the range, so one
 * call instead of two halves it); collections created in this range get a second call for their
 * first mints.
 */
export async function fetchRange(
  { client, rpc }: NodeCalls,
  { chainId, store, collections, from, to }: FetchRangeInput,
): Promise<{ writes: RangeWrites; created: string[] }> {
  const storeAddress = store?.toLowerCase();
  const known = new Set(collections);
  const created: string[] = [];
  const answers: ScannedLog[][] = [];
  const addresses = (store ? [store, ...known] : [...known]) as Hex[];
  const topics = store ? ALL_TOPICS : collectionTopics;
  for (let i = 0; i < addresses.length; i += ADDRESSES_PER_CALL) {
    const chunk = addresses.slice(i, i + ADDRESSES_PER_CALL);
    answers.push(await getLogs(rpc, chunk, topics, from, to));
  }
  const kept: ScannedLog[] = [];
  let ordered = true;
  let last = -1;
  const keep = (log: ScannedLog) => {
    const scanned = isScanned(log);
    const isStore = (scanned ? log.address : log.address.toLowerCase()) === storeAddress;
    // A transfer read in place was not removed and has a followed topic: a collection's is kept.
    if (scanned ? isStore : !followed(log, isStore)) return;
    const place = placeOf(log);
    if (place < last) ordered = false;
    last = place;
    kept.push(log);
    if (!scanned && isStore && log.topics[0]?.toLowerCase() === collectionCreatedTopic) {
      const collection = String(decodeIndexedLog(log).args.collection);
      if (!known.has(collection)) created.push(collection);
    }
  };
  for (const answer of answers) answer.forEach(keep);
  for (let i = 0; i < created.length; i += ADDRESSES_PER_CALL) {
    const chunk = created.slice(i, i + ADDRESSES_PER_CALL) as Hex[];
    const answer = await getLogs(rpc, chunk, collectionTopics, from, to);
    answers.push(answer);
    answer.forEach(keep);
  }
  // A call answers in chain order; the answers of several are merged.
  if (!ordered) kept.sort((a, b) => placeOf(a) - placeOf(b));
  const times = await blockTimes(client, answers);
  const writes = rangeWrites(chainId);
  for (const log of kept) {
    if (isScanned(log)) {
      const { body, blockHashAt, blockNumber } = log;
      // A block's hash and time are read once, at its first log (not a closure or lookup per log).
      if (!writes.inBlock(blockNumber)) {
        const hash = `0x${body.toString("latin1", blockHashAt, blockHashAt + 64)}`;
        writes.enterBlock(blockNumber, hash, times.get(blockNumber) ?? new Date(0));
      }
      writes.addScanned(log);
      continue;
    }
    const blockTime = times.get(Number(log.blockNumber)) ?? new Date(0);
    writes.enterBlock(Number(log.blockNumber), log.blockHash.toLowerCase(), blockTime);
    const address = log.address.toLowerCase();
    // A transfer in another layout still skips the ABI decoder and the ChainEvent.
    const move = address === storeAddress ? undefined : decodeTransferMove(log);
    if (move) writes.addTransfer(address, log.transactionHash.toLowerCase(), Number(log.logIndex), move);
    else writes.addEvent(toChainEvent(chainId, log, address, blockTime));
  }
  return { writes: writes.done(), created };
}

// The shared call's topic filter is the union: each log is kept only for the kind of its emitter.
function followed(log: RpcLog, isStore: boolean) {
  if (log.removed) return false;
  const topic = log.topics[0]?.toLowerCase() ?? "";
  return isStore ? STORE_TOPICS.has(topic) : COLLECTION_TOPICS.has(topic);
}

// Block and log index in one number, to see whether the logs came in chain order.
const placeOf = (log: ScannedLog) =>
  isScanned(log)
    ? log.blockNumber * 2 ** 20 + log.logIndex
    : Number(log.blockNumber) * 2 ** 20 + Number(log.logIndex);

function toChainEvent(chainId: number, log: RpcLog, address: string, blockTime: Date): ChainEvent {
  const { eventName, args } = decodeIndexedLog(log);
  return {
    chainId,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash.toLowerCase(),
    blockTime,
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    address,
    eventName,
    args,
  };
}

const STORE_TOPICS = new Set<string>(storeTopics);
const COLLECTION_TOPICS = new Set<string>(collectionTopics);
const ALL_TOPICS = [...storeTopics, ...collectionTopics];

type FetchRangeInput = {
  chainId: number;
  /** Unset: only the collections' transfers (an import's backfill of blocks already indexed). */
  store?: Hex;
  /** MeshLink collections already known before `from`. */
  collections: readonly string[];
  from: number;
  to: number;
};

async function getLogs(rpc: RpcRequest, address: Hex[], topics: Hex[], from: number, to: number) {
  const params = [{ address, topics: [topics], fromBlock: numberToHex(from), toBlock: numberToHex(to) }];
  // Read in place where the answer allows, parsed otherwise (scan-logs.ts).
  return (await rpc("eth_getLogs", params, scanLogs)) as ScannedLog[];
}

// Recent nodes put blockTimestamp on each log; otherwise one header per block with events. One
// Date per block, shared by its events; a time past what the API can date is clamped (chain-values.ts).
async function blockTimes(client: PublicClient, answers: ScannedLog[][]) {
  const times = new Map<number, Date>();
  const missing = new Set<number>();
  for (const answer of answers) {
    for (const log of answer) {
      const scanned = isScanned(log);
      const number = scanned ? log.blockNumber : Number(log.blockNumber);
      if (times.has(number)) continue;
      const seconds = scanned ? log.blockTime : log.blockTimestamp && BigInt(log.blockTimestamp);
      if (seconds !== undefined) times.set(number, blockTimeFromSeconds(seconds));
      else missing.add(number);
    }
  }
  for (const number of missing) {
    const block = await client.getBlock({ blockNumber: BigInt(number) });
    times.set(number, blockTimeFromSeconds(block.timestamp));
  }
  return times;
}
