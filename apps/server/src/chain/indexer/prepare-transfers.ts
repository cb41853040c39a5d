import { type ChainEvent, ZERO_ADDRESS } from "./chain-event.ts";

/** One token's move within a transfer (a TransferBatch moves several). */
export type Move = { tokenId: string; amount: bigint; from: string; to: string };

export type BalanceChange = { collection: string; tokenId: string; owner: string; delta: string };

/**
 * What a range's ERC-721 Transfer and ERC-1155 TransferSingle/TransferBatch events write, worked
 * out without the database (so the reader thread can do it): their activity rows in COPY text, the
 * net balance change per holding and the tokens they mint. Plain data, so it crosses threads cheaply.
 */
export type TransferWrites = {
  /**
   * Minted and Transfered rows, one per token moved, in UTF-8: they are the index's record of the
   * transfers. Bytes cross to the database's thread as one copy of memory (a string is re-encoded).
   */
  activity: Uint8Array;
  rows: number;
  balances: BalanceChange[];
  mints: { collection: string; tokenId: string; mintedTx: string }[];
};

const utf8 = new TextEncoder();

export const ACTIVITY_COLUMNS = [
  "chain_id",
  "event_type",
  "collection",
  "token_id",
  "from",
  "to",
  "tx_hash",
  "log_index",
  "item",
  "block_number",
  "created_at",
  "amount",
] as const;

/** One token's move as an activity row: a transfer log's fields, decoded. */
export type TransferRow = Move & {
  collection: string;
  txHash: string;
  logIndex: number;
  /** The move's place among its log's moves (a TransferBatch moves several tokens). */
  item: number;
  blockNumber: number;
  /** The block's time, ISO 8601. */
  date: string;
};

/**
 * Collects a range's transfers one move at a time. With `escapeFree` (the node's answer held no
 * backslash, json-rpc-http.ts) no text field can hold a character COPY reads specially; otherwise
 * each one is checked to be lowercase hex.
 */
export function transferWrites(chainId: number, { escapeFree }: { escapeFree: boolean }) {
  const lines: string[] = [];
  const deltas = new Map<string, Delta>();
  const mints: TransferWrites["mints"] = [];
  const text = escapeFree ? (value: string) => value : hex;
  return {
    add({ collection, tokenId, amount, from, to, txHash, logIndex, item, blockNumber, date }: TransferRow) {
      const minted = from === ZERO_ADDRESS;
      if (minted) mints.push({ collection, tokenId, mintedTx: txHash });
      addDelta(deltas, collection, tokenId, from, -amount);
      addDelta(deltas, collection, tokenId, to, amount);
      // A mint has no sender and a burn no receiver (spec activity rows show them empty).
      lines.push(
        `${chainId}\t${minted ? "Minted" : "Transfered"}\t${text(collection)}\t${tokenId}\t` +
          `${minted ? "\\N" : text(from)}\t${to === ZERO_ADDRESS ? "\\N" : text(to)}\t${text(txHash)}\t` +
          `${logIndex}\t${item}\t${blockNumber}\t${date}\t${amount}\n`,
      );
    },
    done: (): TransferWrites => ({
      activity: utf8.encode(lines.join("")),
      rows: lines.length,
      balances: nonZero(deltas),
      mints,
    }),
  };
}

export type Delta = { collection: string; tokenId: string; owner: string; delta: bigint };

// Each move's amount leaves its sender and reaches its receiver.
export function addDelta(
  deltas: Map<string, Delta>,
  collection: string,
  tokenId: string,
  owner: string,
  delta: bigint,
) {
  if (owner === ZERO_ADDRESS) return;
  const key = `${collection}|${tokenId}|${owner}`;
  const entry = deltas.get(key);
  if (entry) entry.delta += delta;
  else deltas.set(key, { collection, tokenId, owner, delta });
}

export const nonZero = (deltas: Map<string, Delta>): BalanceChange[] =>
  [...deltas.values()]
    .filter((entry) => entry.delta !== 0n)
    .map((entry) => ({ ...entry, delta: entry.delta.toString() }));

const HEX = /^0x[0-9a-f]*$/;
function hex(value: string) {
  if (!HEX.test(value)) throw new Error(`not lowercase hex: ${JSON.stringify(value.slice(0, 80))}`);
  return value;
}

/** The tokens a decoded Transfer, TransferSingle or TransferBatch moves. */
export function movesOf({ eventName, args }: ChainEvent): Move[] {
  const from = String(args.from);
  const to = String(args.to);
  if (eventName === "Transfer") return [{ tokenId: String(args.tokenId), amount: 1n, from, to }];
  if (eventName === "TransferSingle")
    return [{ tokenId: String(args.id), amount: BigInt(String(args.value)), from, to }];
  const values = args.values as string[];
  return (args.ids as string[]).map((tokenId, i) => ({
    tokenId,
    amount: BigInt(values[i] ?? "0"),
    from,
    to,
  }));
}
