import type { Db } from "../../db/database.ts";

type OfferChange = { chainId: number; assetIds: readonly string[] };
type Listener = (change: OfferChange) => void;

// Per database: servers sharing one PostgreSQL each hold their own, and each tells its own bus.
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Calls `listener` after every indexer transaction on `db` that changed offers (made, authorized,
 * accepted, gone stale or fresh, rolled back), with the catalog ids of their assets: the realtime
 * layer tells the pages open on them. Whoever applies the range — the leader's loop or a route
 * indexing through its receipt's block — the change is told once, after it committed. Returns the
 * function that stops listening.
 */
export function watchOfferChanges(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => void set.delete(listener);
}

/** Called by the indexer once its transaction committed; a listener that throws never stops it. */
export function tellOfferChanges(db: Db, chainId: number, assetIds: readonly string[]) {
  if (assetIds.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener({ chainId, assetIds });
    } catch {
      // The index stands; a page that missed it sees the offers at its next load.
    }
  }
}
