import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresServerUrl } from "../../testing/postgres-server-url.ts";
import { indexerLockKey, postgresLeaderLock } from "./leader-lock.ts";

const serverUrl = postgresServerUrl();

describe("indexer leader lock on PostgreSQL", () => {
  it("on PostgreSQL one server leads per chain and a lost leader is replaced", async () => {
    const [first, second, otherChain] = [
      postgresLeaderLock(serverUrl, 31337),
      postgresLeaderLock(serverUrl, 31337),
      postgresLeaderLock(serverUrl, 1329),
    ];
    try {
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      expect(await otherChain.acquire()).toBe(true);

      // The leader's session dies (crash, network): its lock goes with it.
      await terminateHolder(serverUrl, indexerLockKey(31337));
      await expect.poll(() => second.acquire(), { timeout: 5000 }).toBe(true);
      expect(await first.acquire()).toBe(false);
    } finally {
      await Promise.all([first.release(), second.release(), otherChain.release()]);
    }
  });
});

async function terminateHolder(url: string, key: bigint) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Advisory lock keys appear split into two 32-bit halves in pg_locks.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
       where locktype = 'advisory' and classid = $1 and objid = $2 and granted`,
      [Number(key >> 32n), Number(key & 0xffffffffn)],
    );
  } finally {
    await admin.end();
  }
}
