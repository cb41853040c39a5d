import { describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import { pgliteLeaderLock } from "./leader-lock.ts";

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
});
