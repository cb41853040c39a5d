import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../db/database.ts";

/**
 * Leadership of one chain's indexer: a session-level Postgres advisory lock, so with several
 * servers exactly one indexes each chain, and when its session dies the lock is freed for another
 * server to take (https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS).
 */
export type LeaderLock = {
  /** True when this process holds the lock (taking it if free). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
};

// Advisory lock keys are shared by the whole database; this prefix ("ML1X") keeps the indexer's apart.
export const indexerLockKey = (chainId: number) => (0x4d4c3158n << 32n) + BigInt(chainId);

/** PGlite: one embedded database belongs to one process, so the lock only documents the rule. */
export function pgliteLeaderLock(db: Db, chainId: number): LeaderLock {
  const key = indexerLockKey(chainId);
  let held = false;
  return {
    async acquire() {
      if (held) return true;
      // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
      const result: unknown = await db.execute(sql`select pg_try_advisory_lock(${key}) as locked`);
      held = Boolean((result as { rows: { locked: boolean }[] }).rows[0]?.locked);
      return held;
    },
    async release() {
      if (held) await db.execute(sql`select pg_advisory_unlock(${key})`);
      held = false;
    },
  };
}

/**
 * PostgreSQL: the lock lives on a dedicated connection (a pooled one would hand the session to other
 * queries). A dropped connection drops the lock; the next acquire reconnects and competes again.
 */
export function postgresLeaderLock(connectionString: string, chainId: number): LeaderLock {
  const key = indexerLockKey(chainId).toString();
  let client: pg.Client | undefined;
  let held = false;
  const drop = () => {
    held = false;
    const dead = client;
    client = undefined;
    void dead?.end().catch(() => undefined);
  };
  return {
    async acquire() {
      if (held && client) return true;
      try {
        if (!client) {
          client = new pg.Client({ connectionString });
          client.on("error", drop);
          await client.connect();
        }
        const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
          key,
        ]);
        held = Boolean(result.rows[0]?.locked);
      } catch {
        drop();
      }
      return held;
    },
    async release() {
      const current = client;
      client = undefined;
      held = false;
      await current?.end().catch(() => undefined);
    },
  };
}
