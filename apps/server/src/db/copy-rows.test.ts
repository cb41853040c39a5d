import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyRows, copyText } from "./copy-rows.ts";
import { createTestDb } from "./create-test-db.ts";
import type { Database } from "./database.ts";

describe("copyText", () => {
  test("writes tabs between fields, a newline after each row and \\N for null", () => {
    expect(
      copyText([
        ["a", 1, null],
        [undefined, 2n, "b"],
      ]),
    ).toBe("a\t1\t\\N\n\\N\t2\tb\n");
  });

  test("escapes the characters the format gives a meaning to", () => {
    expect(copyText([["back\\slash\ttab\nnew\rreturn"]])).toBe("back\\\\slash\\ttab\\nnew\\rreturn\n");
  });
});

describe("copyRows", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb({ migrate: false });
    await database.db.execute(sql`create table copied (id int primary key, label text, "from" text)`);
  });
  afterAll(() => database.close());
  const readBack = async () => {
    const result: unknown = await database.db.execute(sql`select id, label, "from" from copied order by id`);
    return (result as { rows: { id: number; label: string | null; from: string | null }[] }).rows;
  };

  test("any text arrives unchanged, nulls as null, inside the caller's transaction", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.string({ unit: "grapheme" }).map((s) => s.replaceAll("\0", ""))), {
          minLength: 1,
          maxLength: 20,
        }),
        async (labels) => {
          await database.db.execute(sql`truncate copied`);
          await database.db.transaction((tx) =>
            copyRows(
              tx,
              "copied",
              ["id", "label", "from"],
              labels.map((label, i) => [i, label, "0x1"]),
            ),
          );
          expect(await readBack()).toEqual(labels.map((label, i) => ({ id: i, label, from: "0x1" })));
        },
      ),
      { numRuns: 25 },
    );
  });

  test("a duplicate key fails the statement and the transaction keeps nothing", async () => {
    await database.db.execute(sql`truncate copied`);
    const copyTwice = database.db.transaction(async (tx) => {
      await copyRows(tx, "copied", ["id", "label"], [[1, "first"]]);
      await copyRows(tx, "copied", ["id", "label"], [[1, "again"]]);
    });
    await expect(copyTwice).rejects.toThrow();
    expect(await readBack()).toEqual([]);
  });

  test("works outside a transaction too", async () => {
    await database.db.execute(sql`truncate copied`);
    await copyRows(database.db, "copied", ["id", "label"], [[7, "alone"]]);
    expect(await readBack()).toEqual([{ id: 7, label: "alone", from: null }]);
  });
});
