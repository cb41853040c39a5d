import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.ts";
import { createTestDb } from "./create-test-db.ts";
import { startTestChain, type TestChain } from "./start-test-chain.ts";

/**
 * A fresh local chain and a fresh database for the calling describe block, started at once before
 * its first test (neither waits for the other) and disposed after its last. Read `chain` and
 * `database` inside tests and hooks only: they exist once the block's beforeAll has run. Under
 * Vitest's stacked hooks, a beforeAll the block registers after this call runs after this one's,
 * and an afterAll it registers runs before the disposal (an app on the database closes first).
 */
export function chainAndDatabase(): { readonly chain: TestChain; readonly database: Database } {
  let chain: TestChain | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    ({ chain, database } = await startBoth(startTestChain, createTestDb));
  });
  afterAll(async () => {
    await database?.close();
    await chain?.dispose();
  });
  // Getters, so a read at collection time fails with its reason instead of as `undefined` later.
  return {
    get chain() {
      if (!chain) throw new Error("the test chain is started in beforeAll: read it inside a test or hook");
      return chain;
    },
    get database() {
      if (!database)
        throw new Error("the test database is created in beforeAll: read it inside a test or hook");
      return database;
    },
  };
}

/**
 * Starts a chain and a database at once. When one fails, the other is disposed once it has started
 * (an anvil left running would hold its port for the next file) and the first failure is thrown.
 */
export async function startBoth(
  startChain: () => Promise<TestChain>,
  startDatabase: () => Promise<Database>,
): Promise<{ chain: TestChain; database: Database }> {
  const [chain, database] = await Promise.allSettled([startChain(), startDatabase()]);
  if (chain.status === "fulfilled" && database.status === "fulfilled") {
    return { chain: chain.value, database: database.value };
  }
  if (chain.status === "fulfilled") await chain.value.dispose();
  if (database.status === "fulfilled") await database.value.close();
  throw [chain, database].find((started) => started.status === "rejected")?.reason;
}
