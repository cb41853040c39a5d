import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { startBoth } from "./chain-and-database.ts";
import type { TestChain } from "./start-test-chain.ts";

// Stand-ins that record their disposal: what is checked is the order of starting and disposing.
const recorder = (disposed: string[], name: string) => () => {
  disposed.push(name);
  return Promise.resolve();
};
const fakeChain = (disposed: string[]) => ({ dispose: recorder(disposed, "chain") }) as unknown as TestChain;
const fakeDatabase = (disposed: string[]) =>
  ({ close: recorder(disposed, "database") }) as unknown as Database;

describe("starting a test chain and a test database together", () => {
  it("hands both over when both start", async () => {
    const disposed: string[] = [];
    const [chain, database] = [fakeChain(disposed), fakeDatabase(disposed)];
    const started = await startBoth(
      () => Promise.resolve(chain),
      () => Promise.resolve(database),
    );
    expect(started.chain).toBe(chain);
    expect(started.database).toBe(database);
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
