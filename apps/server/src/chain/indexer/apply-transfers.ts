import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainBalances, chainTokens } from "../../db/schema-chain.ts";
import { type ChainEvent, ZERO_ADDRESS } from "./chain-event.ts";
import { type ActivityRow, insertActivity } from "./insert-activity.ts";

// Rows per statement, far below PostgreSQL's 65,535 bind parameters.
const CHUNK = 2000;

// `item`: the move's place in its event (a TransferBatch moves several tokens).
type Move = { event: ChainEvent; item: number; tokenId: string; amount: bigint; from: string; to: string };

/**
 * ERC-721 Transfer and ERC-1155 TransferSingle/TransferBatch, set-based: balance changes are summed
 * per holding and written with one upsert per chunk, mints and activity rows inserted in bulk. Sums
 * commute, so the result equals applying the events one by one (bulk is what makes backfills fast).
 */
export async function applyTransfers(db: Db, events: ChainEvent[]) {
  const moves = events.flatMap(movesOf);
  if (moves.length === 0) return;
  await changeBalances(db, moves, 1n);
  const mints = moves.filter((move) => move.from === ZERO_ADDRESS);
  for (const chunk of chunks(mints)) {
    const tokens = chunk.map(({ event, tokenId }) => ({
      chainId: event.chainId,
      collection: event.address,
      tokenId,
      mintedTx: event.txHash,
    }));
    await db.insert(chainTokens).values(tokens).onConflictDoNothing();
  }
  await insertActivity(db, moves.map(activityOf));
}

/**
 * Takes back what `applyTransfers` did for `events` (a reorganisation dropped their blocks): the
 * same balance changes subtracted, and the tokens those events first minted deleted. Their
 * activity rows go with their blocks (see roll-back.ts).
 */
export async function undoTransfers(db: Db, events: ChainEvent[]) {
  const moves = events.flatMap(movesOf);
  if (moves.length === 0) return;
  await changeBalances(db, moves, -1n);
  const minted = [...new Set(moves.filter((move) => move.from === ZERO_ADDRESS).map((m) => m.event.txHash))];
  for (const chunk of chunks(minted)) {
    await db
      .delete(chainTokens)
      .where(and(eq(chainTokens.chainId, moves[0]!.event.chainId), inArray(chainTokens.mintedTx, chunk)));
  }
}

// Each move's amount leaves its sender and reaches its receiver (`sign` -1 undoes that); holdings
// left at 0 are deleted.
async function changeBalances(db: Db, moves: Move[], sign: 1n | -1n) {
  const deltas = new Map<
    string,
    { chainId: number; collection: string; tokenId: string; owner: string; delta: bigint }
  >();
  const add = (move: Move, owner: string, delta: bigint) => {
    if (owner === ZERO_ADDRESS) return;
    const key = `${move.event.chainId}|${move.event.address}|${move.tokenId}|${owner}`;
    const entry = deltas.get(key) ?? {
      chainId: move.event.chainId,
      collection: move.event.address,
      tokenId: move.tokenId,
      owner,
      delta: 0n,
    };
    entry.delta += delta;
    deltas.set(key, entry);
  };
  for (const move of moves) {
    add(move, move.from, -move.amount * sign);
    add(move, move.to, move.amount * sign);
  }
  const changes = [...deltas.values()].filter((entry) => entry.delta !== 0n);
  for (const chunk of chunks(changes)) {
    await db
      .insert(chainBalances)
      .values(chunk.map(({ delta, ...holding }) => ({ ...holding, balance: delta.toString() })))
      .onConflictDoUpdate({
        target: [chainBalances.chainId, chainBalances.collection, chainBalances.tokenId, chainBalances.owner],
        set: { balance: sql`${chainBalances.balance} + excluded.balance` },
      });
    const emptied = chunk.filter((entry) => entry.delta < 0n);
    if (emptied.length > 0) await deleteEmpty(db, emptied);
  }
}

function movesOf(event: ChainEvent): Move[] {
  const { args } = event;
  const parties = { event, item: 0, from: String(args.from), to: String(args.to) };
  if (event.eventName === "Transfer") return [{ ...parties, tokenId: String(args.tokenId), amount: 1n }];
  if (event.eventName === "TransferSingle")
    return [{ ...parties, tokenId: String(args.id), amount: BigInt(String(args.value)) }];
  const values = args.values as string[];
  return (args.ids as string[]).map((tokenId, i) => ({
    ...parties,
    item: i,
    tokenId,
    amount: BigInt(values[i] ?? "0"),
  }));
}

const activityOf = ({ event, item, tokenId, from, to }: Move): ActivityRow => ({
  chainId: event.chainId,
  eventType: from === ZERO_ADDRESS ? "Minted" : "Transfered",
  collection: event.address,
  tokenId,
  // A mint has no sender and a burn no receiver (spec activity rows show them empty).
  from: from === ZERO_ADDRESS ? null : from,
  to: to === ZERO_ADDRESS ? null : to,
  txHash: event.txHash,
  logIndex: event.logIndex,
  item,
  blockNumber: event.blockNumber,
  createdAt: event.blockTime,
});

async function deleteEmpty(
  db: Db,
  holdings: { chainId: number; collection: string; tokenId: string; owner: string }[],
) {
  const keys = sql.join(
    holdings.map((h) => sql`(${h.collection}, ${h.tokenId}::numeric, ${h.owner})`),
    sql`, `,
  );
  await db
    .delete(chainBalances)
    .where(
      and(
        eq(chainBalances.chainId, holdings[0]!.chainId),
        eq(chainBalances.balance, "0"),
        sql`(${chainBalances.collection}, ${chainBalances.tokenId}, ${chainBalances.owner}) in (${keys})`,
      ),
    );
}

function* chunks<T>(items: T[]) {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
