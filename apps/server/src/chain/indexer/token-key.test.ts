import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { tokenKey, tokenKeySql } from "./token-key.ts";

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString("hex")}`);
const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String);
const smallId = fc.integer({ min: 0, max: 10 ** 6 }).map(String);

describe("tokenKey", () => {
  test("ids of one collection below 2^52 never share a key", () => {
    const collection = "0x414e802dbacf4ed7252c1cf8eba53be35947d804";
    const keys = new Set(Array.from({ length: 10_000 }, (_, id) => tokenKey(collection, String(id))));
    expect(keys.size).toBe(10_000);
    expect(tokenKey(collection, "4503599627370495")).not.toBe(tokenKey(collection, "4503599627370494"));
  });

  test("reads the address in any case and stays a 52-bit integer for any id", () => {
    fc.assert(
      fc.property(address, fc.oneof(smallId, uint256), (collection, tokenId) => {
        const key = tokenKey(collection, tokenId);
        expect(Number.isSafeInteger(key) && key >= 0 && key < 2 ** 52).toBe(true);
        expect(tokenKey(collection.toUpperCase().replace("0X", "0x"), tokenId)).toBe(key);
      }),
    );
  });
});

describe("tokenKeySql", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb({ migrate: false });
  });
  afterAll(() => database.close());

  test("PostgreSQL computes the key JavaScript computes, for any collection and id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(address, fc.oneof(smallId, uint256)), { minLength: 1, maxLength: 30 }),
        async (tokens) => {
          const result: unknown = await database.db.execute(sql`
            select ${tokenKeySql(sql`t.collection`, sql`t.token_id`)}::text as key
            from unnest(${sql.param(tokens.map(([c]) => c))}::text[],
                        ${sql.param(tokens.map(([, id]) => id))}::numeric[]) as t(collection, token_id)`);
          const keys = (result as { rows: { key: string }[] }).rows.map((row) => Number(row.key));
          expect(keys).toEqual(tokens.map(([collection, id]) => tokenKey(collection, id)));
        },
      ),
      { numRuns: 20 },
    );
  });
});
