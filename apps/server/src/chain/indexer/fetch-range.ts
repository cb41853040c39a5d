import { type Hex, type PublicClient, numberToHex } from "viem";
import type { ChainEvent } from "./chain-event.ts";
import { collectionTopics, decodeIndexedLog, storeTopics } from "./indexed-events.ts";

type RpcLog = {
  address: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  blockTimestamp?: Hex;
  data: Hex;
  logIndex: Hex;
  removed?: boolean;
  topics: Hex[];
  transactionHash: Hex;
};

// Nodes cap the address list of one eth_getLogs call; stay well below common limits.
const ADDRESSES_PER_CALL = 500;

/**
 * The indexed events of blocks from..to in chain order. The Store's logs come first because they
 * name new collections (CollectionCreated), whose mints in the same range must be fetched too.
 */
export async function fetchRange(
  client: PublicClient,
  { chainId, store, collections, from, to }: FetchRangeInput,
): Promise<ChainEvent[]> {
  const storeLogs = await getLogs(client, [store], storeTopics, from, to);
  const known = new Set(collections);
  for (const log of storeLogs) {
    const decoded = decodeIndexedLog(log);
    if (decoded.eventName === "CollectionCreated") known.add(String(decoded.args.collection));
  }
  const addresses = [...known];
  const collectionLogs: RpcLog[] = [];
  for (let i = 0; i < addresses.length; i += ADDRESSES_PER_CALL) {
    const chunk = addresses.slice(i, i + ADDRESSES_PER_CALL) as Hex[];
    collectionLogs.push(...(await getLogs(client, chunk, collectionTopics, from, to)));
  }
  const logs = [...storeLogs, ...collectionLogs].filter((log) => !log.removed);
  logs.sort(
    (a, b) =>
      Number(BigInt(a.blockNumber) - BigInt(b.blockNumber)) || Number(a.logIndex) - Number(b.logIndex),
  );
  const times = await blockTimes(client, logs);
  return logs.map((log) => ({
    chainId,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash.toLowerCase(),
    blockTime: times.get(log.blockNumber) ?? new Date(0),
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    address: log.address.toLowerCase(),
    ...decodeIndexedLog(log),
  }));
}

export type FetchRangeInput = {
  chainId: number;
  store: Hex;
  /** MeshLink collections already known before `from`. */
  collections: readonly string[];
  from: number;
  to: number;
};

async function getLogs(client: PublicClient, address: Hex[], topics: Hex[], from: number, to: number) {
  const logs: unknown = await client.request({
    method: "eth_getLogs",
    params: [{ address, topics: [topics], fromBlock: numberToHex(from), toBlock: numberToHex(to) }],
  });
  return logs as RpcLog[];
}

// Recent nodes put blockTimestamp on each log; otherwise one header per block with events.
async function blockTimes(client: PublicClient, logs: RpcLog[]) {
  const times = new Map<Hex, Date>();
  const missing = new Set<Hex>();
  for (const log of logs) {
    if (log.blockTimestamp) times.set(log.blockNumber, new Date(Number(log.blockTimestamp) * 1000));
    else missing.add(log.blockNumber);
  }
  for (const number of missing) {
    const block = await client.getBlock({ blockNumber: BigInt(number) });
    times.set(number, new Date(Number(block.timestamp) * 1000));
  }
  return times;
}
