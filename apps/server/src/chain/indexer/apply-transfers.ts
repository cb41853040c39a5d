import { and, eq, inArray, sql } from "drizzle-orm";
import { copyBinaryInto } from "../../db/copy-rows.ts";
import type { Db } from "../../db/database.ts";
import { chainBalances, chainTokenHolders, chainTokens } from "../../db/schema-chain.ts";
import { ZERO_ADDRESS } from "./chain-event.ts";
import {
  ACTIVITY_COLUMNS,
  type BalanceChange,
  BalanceDeltas,
  type Move,
  type TransferWrites,
} from "./prepare-transfers.ts";

// Rows per statement, far below PostgreSQL's 65,535 bind parameters.
const CHUNK = 2000;

/**
 * Writes prepared transfers: activity rows with one binary COPY, balance changes with one upsert per
 * chunk, mints in bulk. Sums commute, so this equals applying the transfers one by one.
 */
export async function writeTransfers(db: Db, chainId: number, writes: TransferWrites) {
  if (writes.rows > 0) await copyBinaryInto(db, "chain_activity", ACTIVITY_COLUMNS, writes.activity);
  await changeBalances(db, chainId, writes.balances);
  for (const chunk of chunks(writes.mints)) {
    const tokens = chunk.map(({ collection, tokenId, mintedTx }) => ({
      chainId,
      collection,
      tokenId,
      mintedTx,
    }));
    await db.insert(chainTokens).values(tokens).onConflictDoNothing();
  }
}

/**
 * Takes back transfers a reorganisation dropped, from their activity rows: the same balance changes
 * subtracted, and the tokens their mints created deleted.
 */
export async function undoTransfers(
  db: Db,
  chainId: number,
  moves: (Move & { collection: string; txHash: string })[],
) {
  const deltas = new BalanceDeltas();
  for (const { collection, tokenId, from, to, amount } of moves) {
    deltas.add(collection, tokenId, from.slice(2), amount);
    deltas.add(collection, tokenId, to.slice(2), -amount);
  }
  await changeBalances(db, chainId, deltas.changes());
  const minted = [...new Set(moves.filter((move) => move.from === ZERO_ADDRESS).map((m) => m.txHash))];
  for (const chunk of chunks(minted)) {
    await db
      .delete(chainTokens)
      .where(and(eq(chainTokens.chainId, chainId), inArray(chainTokens.mintedTx, chunk)));
  }
}

// Holdings left at 0 are deleted. The changes travel as four text arrays, whatever their number:
// a backfill of mints to many holders has one change per transfer, and as bind parameters (five a
// row, in chunks) 100k of them took ~7 s on PGlite. Each token's holder count follows in the same
// statements: a holding inserted (xmax = 0 in an upsert's RETURNING) adds one, one deleted takes one
// away, and a count at 0 goes, so a roll-back leaves what a fresh index would.
async function changeBalances(db: Db, chainId: number, changes: BalanceChange[]) {
  if (changes.length === 0) return;
  const column = (pick: (change: BalanceChange) => string) => sql.param(changes.map(pick));
  const changed = sql`unnest(
    ${column((c) => c.collection)}::text[], ${column((c) => c.tokenId)}::numeric[],
    ${column((c) => c.owner)}::text[], ${column((c) => c.delta)}::numeric[]
  ) as changed(collection, token_id, owner, delta)`;
  await db.execute(sql`
    with upserted as (
      insert into ${chainBalances} (chain_id, collection, token_id, owner, balance)
      select ${chainId}, collection, token_id, owner, delta from ${changed}
      on conflict (chain_id, collection, token_id, owner)
      do update set balance = ${chainBalances}.balance + excluded.balance
      returning collection, token_id, xmax = 0 as added)
    insert into ${chainTokenHolders} (chain_id, collection, token_id, holders)
    select ${chainId}, collection, token_id, count(*) from upserted where added group by collection, token_id
    on conflict (chain_id, collection, token_id)
    do update set holders = ${chainTokenHolders}.holders + excluded.holders`);
  if (!changes.some((change) => change.delta.startsWith("-"))) return;
  // The two last statements touch disjoint counts: one statement may not change a row twice.
  await db.execute(sql`
    with removed as (
      delete from ${chainBalances} b using ${changed}
      where b.chain_id = ${chainId} and b.balance = 0 and changed.delta < 0
        and b.collection = changed.collection and b.token_id = changed.token_id and b.owner = changed.owner
      returning b.collection, b.token_id),
    counted as (select collection, token_id, count(*)::int as gone from removed group by collection, token_id),
    emptied as (
      delete from ${chainTokenHolders} h using counted c
      where h.chain_id = ${chainId} and h.collection = c.collection and h.token_id = c.token_id
        and h.holders <= c.gone)
    update ${chainTokenHolders} h set holders = h.holders - c.gone from counted c
    where h.chain_id = ${chainId} and h.collection = c.collection and h.token_id = c.token_id
      and h.holders > c.gone`);
}

function* chunks<T>(items: T[]) {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
