import { and, eq, inArray, sql } from "drizzle-orm";
import { copyTextInto } from "../../db/copy-rows.ts";
import type { Db } from "../../db/database.ts";
import { chainBalances, chainTokens } from "../../db/schema-chain.ts";
import { ZERO_ADDRESS } from "./chain-event.ts";
import {
  ACTIVITY_COLUMNS,
  type BalanceChange,
  type Delta,
  type Move,
  type TransferWrites,
  addDelta,
  nonZero,
} from "./prepare-transfers.ts";

// Rows per statement, far below PostgreSQL's 65,535 bind parameters.
const CHUNK = 2000;

/**
 * Writes prepared transfers: activity rows with one COPY, balance changes with one upsert per
 * chunk, mints in bulk. Sums commute, so this equals applying the transfers one by one.
 */
export async function writeTransfers(db: Db, chainId: number, writes: TransferWrites) {
  await copyTextInto(db, "chain_activity", ACTIVITY_COLUMNS, writes.activity);
  await changeBalances(db, chainId, writes.balances);
  for (const chunk of chunks(writes.mints)) {
    const tokens = chunk.map((mint) => ({ chainId, ...mint }));
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
  const deltas = new Map<string, Delta>();
  for (const { collection, tokenId, from, to, amount } of moves) {
    addDelta(deltas, collection, tokenId, from, amount);
    addDelta(deltas, collection, tokenId, to, -amount);
  }
  await changeBalances(db, chainId, nonZero(deltas));
  const minted = [...new Set(moves.filter((move) => move.from === ZERO_ADDRESS).map((m) => m.txHash))];
  for (const chunk of chunks(minted)) {
    await db
      .delete(chainTokens)
      .where(and(eq(chainTokens.chainId, chainId), inArray(chainTokens.mintedTx, chunk)));
  }
}

// Holdings left at 0 are deleted.
async function changeBalances(db: Db, chainId: number, changes: BalanceChange[]) {
  for (const chunk of chunks(changes)) {
    await db
      .insert(chainBalances)
      .values(chunk.map(({ delta, ...holding }) => ({ chainId, ...holding, balance: delta })))
      .onConflictDoUpdate({
        target: [chainBalances.chainId, chainBalances.collection, chainBalances.tokenId, chainBalances.owner],
        set: { balance: sql`${chainBalances.balance} + excluded.balance` },
      });
    const emptied = chunk.filter((entry) => entry.delta.startsWith("-"));
    if (emptied.length > 0) await deleteEmpty(db, chainId, emptied);
  }
}

async function deleteEmpty(db: Db, chainId: number, holdings: BalanceChange[]) {
  const keys = sql.join(
    holdings.map((h) => sql`(${h.collection}, ${h.tokenId}::numeric, ${h.owner})`),
    sql`, `,
  );
  await db
    .delete(chainBalances)
    .where(
      and(
        eq(chainBalances.chainId, chainId),
        eq(chainBalances.balance, "0"),
        sql`(${chainBalances.collection}, ${chainBalances.tokenId}, ${chainBalances.owner}) in (${keys})`,
      ),
    );
}

function* chunks<T>(items: T[]) {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
