import { isAscii } from "node:buffer";
import type { Hex } from "viem";
import { TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from "./indexed-events.ts";

/** A log as eth_getLogs answers it, parsed. */
export type RpcLog = {
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

/**
 * A Transfer or TransferSingle log read in place: where its fields are in the node's answer, and
 * the few numbers every log needs. No string is made of its hex fields until something asks
 * (prepare-transfers.ts copies them straight into COPY bytes).
 */
export type ScannedTransfer = {
  body: Buffer;
  /** The log's `{` in `body`. */
  at: number;
  /** ERC-1155 TransferSingle; otherwise ERC-721 Transfer. */
  single: boolean;
  /** The emitter, lowercase. */
  address: string;
  blockNumber: number;
  /** The block's time, in seconds. */
  blockTime: number;
  logIndex: number;
  /** Where the 64 hex digits of the block hash and the transaction hash start. */
  blockHashAt: number;
  txHashAt: number;
};

export type ScannedLog = ScannedTransfer | RpcLog;

export const isScanned = (log: ScannedLog): log is ScannedTransfer => "at" in log;

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const ADDRESS = bytes('{"address":"0x');
const TOPICS = bytes('","topics":["0x');
const NEXT_TOPIC = bytes('","0x');
const DATA = bytes('"],"data":"0x');
const BLOCK_HASH = bytes('","blockHash":"0x');
const BLOCK_NUMBER = bytes('","blockNumber":"0x');
const BLOCK_TIMESTAMP = bytes('","blockTimestamp":"0x');
const TX_HASH = bytes('","transactionHash":"0x');
const TX_INDEX = bytes('","transactionIndex":"0x');
const LOG_INDEX = bytes('","logIndex":"0x');
const NOT_REMOVED = bytes('","removed":false}');
const TRANSFER = bytes(TRANSFER_TOPIC.slice(2));
const TRANSFER_SINGLE = bytes(TRANSFER_SINGLE_TOPIC.slice(2));
const ANSWER_START = bytes('{"jsonrpc":"2.0","id":');
const RESULT = bytes(',"result":[');
const QUOTE = 0x22;

// Where a log's topics and data start, counted from its `{`: up to the block hash, every field of
// the layout has a fixed width.
const FIRST_TOPIC_AT = ADDRESS.length + 40 + TOPICS.length;
export const TOPIC_AT = [0, 1, 2, 3].map((i) => FIRST_TOPIC_AT + i * (64 + NEXT_TOPIC.length));
export const DATA_AT = TOPIC_AT[3]! + 64 + DATA.length;

/**
 * The logs of an eth_getLogs answer, without `JSON.parse` for the logs a backfill is made of.
 * Transfer and TransferSingle logs in the field order of alloy-based nodes (anvil, reth) are read in place
 * (`ScannedTransfer`); any other log is parsed on its own. Undefined when the answer is anything
 * but a plain ASCII result array without escapes (a backslash) or uppercase hex digits, whose
 * fields can be copied as they are: the caller parses it whole.
 */
export function scanLogs(body: Buffer): ScannedLog[] | undefined {
  let p = expect(body, 0, ANSWER_START);
  if (p < 0) return undefined;
  while (p < body.length && isDigit(body[p]!)) p++;
  p = expect(body, p, RESULT);
  if (p < 0 || !isAscii(body) || !copySafe(body)) return undefined;
  const logs: ScannedLog[] = [];
  if (body[p] === 0x5d /* ] */) return endsAt(body, p) ? logs : undefined;
  for (;;) {
    const log = scanTransfer(body, p);
    let end: number;
    if (log) {
      logs.push(log);
      end = log.end;
    } else {
      // Strings in a log are hex, so its first `}` closes it; anything else fails the parse.
      const close = body.indexOf(0x7d, p);
      const parsed = close < 0 ? undefined : parseLog(body.toString("latin1", p, close + 1));
      // A transfer in another layout: this node writes its fields in another order, and a whole
      // parse costs less than one per log.
      if (!parsed || TRANSFER_TOPICS.has(parsed.topics?.[0] ?? "")) return undefined;
      logs.push(parsed);
      end = close + 1;
    }
    if (body[end] === 0x2c /* , */) p = end + 1;
    else return body[end] === 0x5d && endsAt(body, end) ? logs : undefined;
  }
}

function scanTransfer(body: Buffer, at: number): (ScannedTransfer & { end: number }) | undefined {
  if (expect(body, at + ADDRESS.length + 40, TOPICS) !== at + FIRST_TOPIC_AT) return undefined;
  if (!equalsAt(body, at, ADDRESS)) return undefined;
  const single = equalsAt(body, at + FIRST_TOPIC_AT, TRANSFER_SINGLE);
  if (!single && !equalsAt(body, at + FIRST_TOPIC_AT, TRANSFER)) return undefined;
  for (let i = 1; i < 4; i++) {
    if (!equalsAt(body, at + TOPIC_AT[i]! - NEXT_TOPIC.length, NEXT_TOPIC)) return undefined;
  }
  if (!equalsAt(body, at + DATA_AT - DATA.length, DATA)) return undefined;
  // TransferSingle's data is its id and value; a Transfer's is empty (all three are topics).
  let p = at + DATA_AT + (single ? 128 : 0);
  p = expect(body, p, BLOCK_HASH);
  if (p < 0) return undefined;
  const blockHashAt = p;
  p = expect(body, p + 64, BLOCK_NUMBER);
  const blockNumber = quantity(body, p);
  p = expect(body, next(body, p), BLOCK_TIMESTAMP);
  const blockTime = quantity(body, p);
  p = expect(body, next(body, p), TX_HASH);
  if (p < 0) return undefined;
  const txHashAt = p;
  p = expect(body, p + 64, TX_INDEX);
  p = expect(body, next(body, p), LOG_INDEX);
  const logIndex = quantity(body, p);
  const end = expect(body, next(body, p), NOT_REMOVED);
  if (end < 0 || Number.isNaN(blockNumber + blockTime + logIndex)) return undefined;
  const address = body.toString("latin1", at + ADDRESS.length - 2, at + ADDRESS.length + 40);
  return { body, at, single, address, blockNumber, blockTime, logIndex, blockHashAt, txHashAt, end };
}

function parseLog(text: string) {
  try {
    return JSON.parse(text) as RpcLog;
  } catch {
    return undefined;
  }
}

const TRANSFER_TOPICS = new Set<string>([TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC]);

/** The position after `literal` if it is at `p`, else -1. */
function expect(body: Buffer, p: number, literal: Uint8Array) {
  return p >= 0 && equalsAt(body, p, literal) ? p + literal.length : -1;
}

function equalsAt(body: Buffer, p: number, literal: Uint8Array) {
  if (p + literal.length > body.length) return false;
  for (let i = 0; i < literal.length; i++) if (body[p + i] !== literal[i]) return false;
  return true;
}

/** The closing quote of the hex quantity at `p` (-1 stays -1). */
function next(body: Buffer, p: number) {
  if (p < 0) return -1;
  while (p < body.length && body[p] !== QUOTE) p++;
  return p;
}

/** The hex quantity at `p` up to its closing quote; NaN if it is not one or not below 2^52. */
function quantity(body: Buffer, p: number) {
  if (p < 0) return NaN;
  let value = 0;
  let digits = 0;
  for (; p < body.length && body[p] !== QUOTE; p++, digits++) {
    const digit = hexDigit(body[p]!);
    if (digit < 0 || digits === 13) return NaN;
    value = value * 16 + digit;
  }
  return digits > 0 ? value : NaN;
}

/** A lowercase hex digit's value, else -1. */
export function hexDigit(byte: number) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1;
}

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

function endsAt(body: Buffer, bracket: number) {
  if (body[bracket + 1] !== 0x7d /* } */) return false;
  for (let p = bracket + 2; p < body.length; p++) if (body[p] !== 0x0a && body[p] !== 0x20) return false;
  return true;
}

// A backslash starts an escape, whose string copied as it is would be another; uppercase hex would
// need lowercasing (no key of a log has an A to F in capitals). Both are rare: such an answer is
// parsed whole.
const UNSAFE = [0x5c, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46];
const copySafe = (body: Buffer) => UNSAFE.every((byte) => !body.includes(byte));
