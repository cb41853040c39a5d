import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { readWait } from "../read-wait.ts";

// Listing expiry and trending decay change a row without any write: each row keeps the moment it
// next changes (stale_at), and this sweep recomputes the rows whose moment has passed, oldest first,
// in small batches of short transactions, so it never holds many rows or stalls a request.

// Advisory lock keys are shared by the whole database; "ML1B" keeps the sweep's apart from the
// indexer's ("ML1X", leader-lock.ts).
const SWEEP_LOCK_KEY = (0x4d4c3142n << 32n).toString();

/**
 * One pass: up to `batches` batches of `batchSize` overdue rows. A transaction-level advisory lock
 * makes one server the sweeper at a time (the others find it taken and skip the pass); a batch's
 * rows are taken SKIP LOCKED, so a write refreshing one of them is never waited for.
 */
export async function sweepBrowseReadModel(db: Db, { batchSize = 500, batches = 20 } = {}) {
  let refreshed = 0;
  for (let batch = 0; batch < batches; batch++) {
    const swept = await db.transaction(async (tx) => {
      const lock: unknown = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`,
      );
      if (!(lock as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
      const due: unknown = await tx.execute(sql`
        select asset_id from asset_browse where stale_at <= now()
        order by stale_at limit ${batchSize} for update skip locked`);
      const ids = (due as { rows: { asset_id: string }[] }).rows.map((row) => row.asset_id);
      if (ids.length > 0) await tx.execute(sql`select asset_browse_refresh(${`{${ids.join(",")}}`}::uuid[])`);
      return ids.length;
    });
    if (swept === null) break;
    refreshed += swept;
    if (swept < batchSize) break;
  }
  return refreshed;
}

/**
 * Milliseconds until the earliest row falls due (the stale index's first entry), within
 * [minMs, maxMs]: a listing that expires is gone from LISTED about when it expires, not up to a
 * fixed period later, and an idle marketplace is looked at once per maxMs.
 */
export function msUntilNextDue(db: Db, { minMs = 250, maxMs = 30_000 } = {}): Promise<number> {
  const query = sql`
    select extract(epoch from (min(stale_at) - clock_timestamp())) * 1000 as wait
    from asset_browse where stale_at is not null`;
  return readWait(db, query, { minMs, maxMs });
}

// Triggers refresh an asset's browse row when its asset, listings or proposals change (migration of
// the read model, docs/decisions/014-browse-read-model.md); these are for the facts they do not
// watch, within the caller's transaction.

/** Recomputes the browse row of the asset minted as this token, if the catalog holds it. */
export async function refreshTokenBrowse(
  db: Pick<Db, "execute">,
  chainId: number,
  collection: string,
  tokenId: string,
) {
  await db.execute(sql`select asset_browse_refresh(array(select id from assets
    where chain_id = ${chainId} and collection_address = ${collection} and token_id = ${tokenId}))`);
}
