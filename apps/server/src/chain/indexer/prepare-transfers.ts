import { type ChainEvent, ZERO_ADDRESS } from "./chain-event.ts";
import { CopyBinaryWriter } from "../../db/copy-binary.ts";
import type { Move } from "./indexed-events.ts";
import { DATA_AT, hexDigit, type ScannedTransfer, TOPIC_AT } from "./scan-logs.ts";
import { tokenKey } from "./token-key.ts";

// apply-transfers.ts still takes Move from here; it is defined beside decodeTransferMove.
export type { Move };

export type BalanceChange = { collection: string; tokenId: string; owner: string; delta: string };

/**
 * What a range's ERC-721 Transfer and ERC-1155 TransferSingle/TransferBatch events write, worked
 * out without the database (so the reader thread can do it): their activity rows as COPY data, the
 * net balance change per holding and the tokens they mint. Plain data, so it crosses threads cheaply.
 */
export type TransferWrites = {
  /**
   * Minted and Transfered rows, one per token moved, in binary COPY format: they are the index's
   * record of the transfers. The bytes move to the database's thread without a copy.
   */
  activity: Uint8Array<ArrayBuffer>;
  rows: number;
  balances: BalanceChange[];
  /** Each mint in chain order, with the units it minted (an imported token's asset supply). */
  mints: { collection: string; tokenId: string; mintedTx: string; amount: string }[];
};

export const ACTIVITY_COLUMNS = [
  "chain_id",
  "event_type",
  "collection",
  "token_id",
  "token_key",
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
type TransferRow = Move & {
  collection: string;
  txHash: string;
  logIndex: number;
  /** The move's place among its log's moves (a TransferBatch moves several tokens). */
  item: number;
};

/**
 * Collects a range's transfers one move at a time, as a decoded row (`add`) or read in place from
 * the node's answer (`addScanned`, scan-logs.ts), into binary COPY rows (copy-binary.ts).
 */
export function transferWrites(chainId: number) {
  const out = new CopyBinaryWriter();
  const deltas = new BalanceDeltas();
  const mints: TransferWrites["mints"] = [];
  // The columns after the parties and the transaction: log index, item, block, time, amount.
  const tail = (logIndex: number, item: number, block: BlockFields, amount: string) => {
    out.int4(logIndex);
    out.int4(item);
    out.int8(block.number);
    out.field(block.time);
    out.numeric(amount);
  };
  return {
    add(row: TransferRow, block: BlockFields) {
      const { collection, tokenId, amount, from, to, txHash, logIndex, item } = row;
      const minted = from === ZERO_ADDRESS;
      if (minted) mints.push({ collection, tokenId, mintedTx: txHash, amount: amount.toString() });
      deltas.add(collection, tokenId, from.slice(2), -amount);
      deltas.add(collection, tokenId, to.slice(2), amount);
      out.row(ACTIVITY_COLUMNS.length);
      out.int4(chainId);
      out.field(minted ? MINTED : TRANSFERED);
      out.hex(collection);
      out.numeric(tokenId);
      out.int8(tokenKey(collection, tokenId));
      // A mint has no sender and a burn no receiver (spec activity rows show them empty).
      if (minted) out.null();
      else out.hex(from);
      if (to === ZERO_ADDRESS) out.null();
      else out.hex(to);
      out.hex(txHash);
      tail(logIndex, item, block, amount.toString());
    },
    /** The same row for a log read in place, whose hex fields go across byte by byte. */
    addScanned(log: ScannedTransfer, block: BlockFields) {
      const { body, at, single, address: collection, txHashAt } = log;
      // TransferSingle: operator, from and to as topics, id and value as data; Transfer: from, to, id.
      const fromAt = at + TOPIC_AT[single ? 2 : 1]! + 24;
      const toAt = at + TOPIC_AT[single ? 3 : 2]! + 24;
      const tokenId = wordUint(body, at + (single ? DATA_AT : TOPIC_AT[3]!));
      const amount = single ? wordUint(body, at + DATA_AT + 64) : "1";
      const minted = isZeroAddress(body, fromAt);
      const burnt = isZeroAddress(body, toAt);
      if (minted) {
        mints.push({
          collection,
          tokenId,
          mintedTx: `0x${body.toString("latin1", txHashAt, txHashAt + 64)}`,
          amount,
        });
      }
      const units = amount.length < 16 ? Number(amount) : BigInt(amount);
      if (!minted) deltas.addFrom(collection, tokenId, body, fromAt, -units);
      if (!burnt) deltas.addFrom(collection, tokenId, body, toAt, units);
      out.row(ACTIVITY_COLUMNS.length);
      out.int4(chainId);
      out.field(minted ? MINTED : TRANSFERED);
      out.hex(collection);
      out.numeric(tokenId);
      out.int8(tokenKey(collection, tokenId));
      if (minted) out.null();
      else out.hexFrom(body, fromAt, 40);
      if (burnt) out.null();
      else out.hexFrom(body, toAt, 40);
      out.hexFrom(body, txHashAt, 64);
      tail(log.logIndex, 0, block, amount);
    },
    done: (): TransferWrites => ({
      activity: out.done(),
      rows: out.rows,
      balances: deltas.changes(),
      mints,
    }),
  };
}

/** What a block gives each of its rows: its number, and its time as a timestamptz field. */
export type BlockFields = { number: number; time: Uint8Array };

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const MINTED = ascii("Minted");
const TRANSFERED = ascii("Transfered");

function isZeroAddress(body: Uint8Array, at: number) {
  for (let i = 0; i < 40; i++) if (body[at + i] !== 0x30) return false;
  return true;
}

/**
 * The uint256 in the 64 hex digits at `at`, in decimal. Token ids and amounts are nearly always
 * small: below 2^52 the last 13 digits are read as a number, exactly and without a BigInt.
 */
function wordUint(body: Buffer, at: number): string {
  let leading = 0;
  while (leading < 51 && body[at + leading] === 0x30) leading++;
  if (leading < 51) return BigInt(`0x${body.toString("latin1", at, at + 64)}`).toString();
  let value = 0;
  for (let i = 51; i < 64; i++) {
    const digit = hexDigit(body[at + i]!);
    if (digit < 0) throw new Error(`not a hex word: ${body.toString("latin1", at, at + 64)}`);
    value = value * 16 + digit;
  }
  return String(value);
}

type Sum = { small: number; big: bigint };
type Holding = { owner: string; sum: Sum };
type TokenHoldings = {
  byOwner: Map<string, Holding>;
  /** The same holdings by the low 52 bits of the owner's address, for owners read from bytes. */
  byLowBits: Map<number, Holding>;
};

/**
 * Net balance changes per holding: collection, token id and owner (its 40 hex digits, without
 * `0x`). Amounts add up as numbers while they stay exact (nearly always), as BigInts beyond.
 */
export class BalanceDeltas {
  private readonly byToken = new Map<string, TokenHoldings>();
  private lastCollection = "";
  private lastTokenId = "";
  private last: TokenHoldings | undefined;

  add(collection: string, tokenId: string, owner: string, amount: number | bigint) {
    if (owner === ZERO_OWNER) return;
    addTo(this.holdings(collection, tokenId, owner), amount);
  }

  /**
   * `add` for an owner given as the 40 hex digits at `at` of a node's answer: a holding seen before
   * is found by its address's low bits and a byte comparison, without a string per transfer.
   */
  addFrom(collection: string, tokenId: string, body: Uint8Array, at: number, amount: number | bigint) {
    if (isZeroAddress(body, at)) return;
    const token = this.token(collection, tokenId);
    const low = lowBits(body, at + 27);
    const seen = token.byLowBits.get(low);
    if (seen && sameDigits(seen.owner, body, at)) return addTo(seen, amount);
    const owner = Buffer.from(body.buffer, body.byteOffset + at, 40).toString("latin1");
    const holding = this.holdings(collection, tokenId, owner);
    if (!Number.isNaN(low)) token.byLowBits.set(low, holding);
    addTo(holding, amount);
  }

  /** Every holding whose balance changed, with its change in decimal. */
  changes(): BalanceChange[] {
    const changes: BalanceChange[] = [];
    for (const [key, { byOwner }] of this.byToken) {
      const [collection, tokenId] = key.split("|") as [string, string];
      for (const { owner, sum } of byOwner.values()) {
        const { small, big } = sum;
        const delta = big === 0n ? String(small) : (BigInt(small) + big).toString();
        if (delta !== "0") changes.push({ collection, tokenId, owner: `0x${owner}`, delta });
      }
    }
    return changes;
  }

  private holdings(collection: string, tokenId: string, owner: string) {
    const { byOwner } = this.token(collection, tokenId);
    let holding = byOwner.get(owner);
    if (!holding) byOwner.set(owner, (holding = { owner, sum: { small: 0, big: 0n } }));
    return holding;
  }

  // Consecutive transfers are mostly of one token: its holders are kept at hand.
  private token(collection: string, tokenId: string) {
    if (this.last && collection === this.lastCollection && tokenId === this.lastTokenId) return this.last;
    this.lastCollection = collection;
    this.lastTokenId = tokenId;
    const key = `${collection}|${tokenId}`;
    this.last = this.byToken.get(key);
    if (!this.last) this.byToken.set(key, (this.last = { byOwner: new Map(), byLowBits: new Map() }));
    return this.last;
  }
}

function addTo({ sum }: Holding, amount: number | bigint) {
  if (typeof amount === "bigint") sum.big += amount;
  else if (Number.isSafeInteger(sum.small + amount)) sum.small += amount;
  else sum.big += BigInt(amount);
}

/** The 13 hex digits at `at` as a number (NaN if any is not a lowercase hex digit). */
function lowBits(body: Uint8Array, at: number) {
  let value = 0;
  for (let i = at; i < at + 13; i++) {
    const digit = hexDigit(body[i]!);
    if (digit < 0) return NaN;
    value = value * 16 + digit;
  }
  return value;
}

function sameDigits(owner: string, body: Uint8Array, at: number) {
  for (let i = 0; i < 40; i++) if (owner.charCodeAt(i) !== body[at + i]) return false;
  return true;
}

const ZERO_OWNER = ZERO_ADDRESS.slice(2);

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
