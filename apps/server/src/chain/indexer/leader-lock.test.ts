import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDb } from "../../db/create-test-db.ts";
import { indexerLockKey, pgliteLeaderLock, postgresLeaderLock } from "./leader-lock.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe("indexer leader lock", () => {
  it("on PGlite the single process takes the lock and gives it back", async () => {
    const database = await createTestDb();
    try {
      const lock = pgliteLeaderLock(database.db, 31337);
      expect(await lock.acquire()).toBe(true);
      expect(await lock.acquire()).toBe(true);
      await lock.release();
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)(
    "on PostgreSQL one server leads per chain and a lost leader is replaced",
    async () => {
      const [first, second, otherChain] = [
        postgresLeaderLock(serverUrl!, 31337),
        postgresLeaderLock(serverUrl!, 31337),
        postgresLeaderLock(serverUrl!, 1329),
      ];
      try {
        expect(await first.acquire()).toBe(true);
        expect(await second.acquire()).toBe(false);
        expect(await otherChain.acquire()).toBe(true);

        // The leader's session dies (crash, network): its lock goes with it.
        await terminateHolder(serverUrl!, indexerLockKey(31337));
        await expect.poll(() => second.acquire(), { timeout: 5000 }).toBe(true);
        expect(await first.acquire()).toBe(false);
      } finally {
        await Promise.all([first.release(), second.release(), otherChain.release()]);
      }
    },
  );
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
