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
  /** Minted and Transfered rows, one per token moved; they are the index's record of the transfers. */
  activity: string;
  rows: number;
  balances: BalanceChange[];
  mints: { collection: string; tokenId: string; mintedTx: string }[];
};

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

export function prepareTransfers(events: ChainEvent[]): TransferWrites {
  const lines: string[] = [];
  const deltas = new Map<string, Delta>();
  const mints: TransferWrites["mints"] = [];
  // Events of one block share their Date: one ISO string per block.
  let dateOf: Date | undefined;
  let date = "";
  for (const event of events) {
    if (event.blockTime !== dateOf) {
      dateOf = event.blockTime;
      date = dateOf.toISOString();
    }
    const { collection, moves } = movesOf(event);
    for (let item = 0; item < moves.length; item++) {
      const { tokenId, amount, from, to } = moves[item]!;
      const minted = from === ZERO_ADDRESS;
      if (minted) mints.push({ collection, tokenId, mintedTx: event.txHash });
      addDelta(deltas, collection, tokenId, from, -amount);
      addDelta(deltas, collection, tokenId, to, amount);
      // Every text field is hex the node sent (checked) or made here: nothing COPY would misread.
      // A mint has no sender and a burn no receiver (spec activity rows show them empty).
      lines.push(
        `${event.chainId}\t${minted ? "Minted" : "Transfered"}\t${hex(collection)}\t${tokenId}\t` +
          `${minted ? "\\N" : hex(from)}\t${to === ZERO_ADDRESS ? "\\N" : hex(to)}\t${hex(event.txHash)}\t` +
          `${event.logIndex}\t${item}\t${event.blockNumber}\t${date}\t${amount}\n`,
      );
    }
  }
  return { activity: lines.join(""), rows: lines.length, balances: nonZero(deltas), mints };
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

function movesOf({ eventName, args, address: collection }: ChainEvent): {
  collection: string;
  moves: Move[];
} {
  const from = String(args.from);
  const to = String(args.to);
  if (eventName === "Transfer")
    return { collection, moves: [{ tokenId: String(args.tokenId), amount: 1n, from, to }] };
  if (eventName === "TransferSingle")
    return {
      collection,
      moves: [{ tokenId: String(args.id), amount: BigInt(String(args.value)), from, to }],
    };
  const values = args.values as string[];
  const moves = (args.ids as string[]).map((tokenId, i) => ({
    tokenId,
    amount: BigInt(values[i] ?? "0"),
    from,
    to,
  }));
  return { collection, moves };
}
