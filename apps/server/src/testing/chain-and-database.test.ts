import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { startBoth } from "./chain-and-database.ts";
import type { TestChain } from "./start-test-chain.ts";

// Stand-ins that record their disposal: what is checked is the order of starting and disposing.
function fakeChain(disposed: string[]): TestChain {
  return {
    dispose: () => {
      disposed.push("chain");
      return Promise.resolve();
    },
  } as TestChain;
}
function fakeDatabase(disposed: string[]): Database {
  return {
    close: () => {
      disposed.push("database");
      return Promise.resolve();
    },
  } as Database;
}

describe("starting a test chain and a test database together", () => {
  it("hands both over when both start", async () => {
    const disposed: string[] = [];
    const started = await startBoth(
      () => Promise.resolve(fakeChain(disposed)),
      () => Promise.resolve(fakeDatabase(disposed)),
    );
    expect(Object.keys(started).sort()).toEqual(["chain", "database"]);
    expect(disposed).toEqual([]);
  });

  it("disposes the chain that started when the database fails, and throws the database's failure", async () => {
    const disposed: string[] = [];
    await expect(
      startBoth(
        () => Promise.resolve(fakeChain(disposed)),
        () => Promise.reject(new Error("no database")),
      ),
    ).rejects.toThrow("no database");
    expect(disposed).toEqual(["chain"]);
  });

  it("closes the database that opened when the chain fails", async () => {
    const disposed: string[] = [];
    await expect(
      startBoth(
        () => Promise.reject(new Error("no anvil")),
        () => Promise.resolve(fakeDatabase(disposed)),
      ),
    ).rejects.toThrow("no anvil");
    expect(disposed).toEqual(["database"]);
  });
});
