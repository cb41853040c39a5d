import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CopyBinaryWriter, timestampBytes } from "./copy-binary.ts";
import { copyBinaryInto, copyRows, copyText } from "./copy-rows.ts";
import { createTestDb } from "../testing/create-test-db.ts";
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

describe("copyBinaryInto", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb({ migrate: false });
    await database.db.execute(
      sql`create table binary_rows (id int, big bigint, amount numeric(78, 0), at timestamptz, label text)`,
    );
  });
  afterAll(() => database.close());

  test("integers, numerics of any size, times and any text arrive as PostgreSQL reads them", async () => {
    const time = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
    const row = fc.record({
      big: fc.oneof(
        fc.integer({ min: 0, max: 2 ** 32 + 5 }),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      ),
      amount: fc.oneof(fc.bigInt({ min: 0n, max: 20_000n }), fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })),
      at: time,
      label: fc.option(fc.string({ unit: "grapheme" }).map((s) => s.replaceAll("\0", ""))),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 20 }), async (rows) => {
        const out = new CopyBinaryWriter();
        rows.forEach(({ big, amount, at, label }, id) => {
          out.row(5);
          out.int4(id);
          out.int8(big);
          out.numeric(amount.toString());
          out.field(timestampBytes(at));
          if (label === null) out.null();
          else out.text(label);
        });
        await database.db.execute(sql`truncate binary_rows`);
        await database.db.transaction((tx) =>
          copyBinaryInto(tx, "binary_rows", ["id", "big", "amount", "at", "label"], out.done()),
        );
        const result: unknown = await database.db.execute(
          sql`select big::text, amount::text, (extract(epoch from at) * 1000)::bigint::text as at, label
              from binary_rows order by id`,
        );
        expect((result as { rows: unknown[] }).rows).toEqual(
          rows.map(({ big, amount, at, label }) => ({
            big: String(big),
            amount: amount.toString(),
            at: String(at),
            label,
          })),
        );
      }),
      { numRuns: 25 },
    );
  });

  test("hex of either case, from a string or from bytes, arrives as its bytes", async () => {
    await database.db.execute(sql`create table if not exists hex_rows (id int, a bytea, b bytea)`);
    const bytes = fc.uint8Array({ maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(bytes, bytes, fc.boolean()), { minLength: 1, maxLength: 10 }),
        async (rows) => {
          const out = new CopyBinaryWriter();
          rows.forEach(([a, b, upper], id) => {
            const hexA = Buffer.from(a).toString("hex");
            out.row(3);
            out.int4(id);
            out.hex(`0x${upper ? hexA.toUpperCase() : hexA}`);
            const source = Buffer.from(`..${Buffer.from(b).toString("hex")}..`, "latin1");
            out.hexFrom(source, 2, source.length - 4);
          });
          await database.db.execute(sql`truncate hex_rows`);
          await copyBinaryInto(database.db, "hex_rows", ["id", "a", "b"], out.done());
          const result: unknown = await database.db.execute(
            sql`select encode(a, 'hex') as a, encode(b, 'hex') as b from hex_rows order by id`,
          );
          expect((result as { rows: unknown[] }).rows).toEqual(
            rows.map(([a, b]) => ({ a: Buffer.from(a).toString("hex"), b: Buffer.from(b).toString("hex") })),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  test("refuses what is not hex bytes instead of writing something else", () => {
    const out = new CopyBinaryWriter();
    expect(() => out.hex("0xabc")).toThrow("odd number of hex digits");
    expect(() => out.hex("0xzz")).toThrow("not hex: zz");
    expect(() => out.hexFrom(Buffer.from("0g"), 0, 2)).toThrow("not hex: 0g");
  });
});
