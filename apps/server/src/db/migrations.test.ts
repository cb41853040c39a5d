import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb } from "./create-test-db.ts";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import { appMeta } from "./schema.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Every migration in the journal, so adding one does not break this test.
const journal = readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8");
const migrationCount = (JSON.parse(journal) as { entries: unknown[] }).entries.length;

describe("migrations", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("apply to a fresh database and create app_meta with the schema's columns", async () => {
    database = await createTestDb({ migrate: false });
    await database.migrate();

    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'app_meta' order by column_name`,
      ),
    );
    const expected = Object.values(getTableColumns(appMeta)).map((column) => column.name);
    expect(columns.map((column) => column.column_name)).toEqual(expected.sort());
  });

  it("re-apply without changing anything", async () => {
    database = await createTestDb({ migrate: false });
    await database.migrate();
    await database.db.insert(appMeta).values({ key: "probe", value: "kept" });

    await database.migrate();

    const applied = rowsOf<{ count: string | number }>(
      await database.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(applied[0]?.count)).toBe(migrationCount);
    expect(await database.db.select().from(appMeta)).toMatchObject([{ key: "probe", value: "kept" }]);
  });

  it("enable pg_trgm, so trigram similarity works", async () => {
    database = await createTestDb();

    const extensions = rowsOf<{ extname: string }>(
      await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    const similarity = rowsOf<{ score: number }>(
      await database.db.execute(sql`select similarity('dragon sword', 'dragon swords') as score`),
    );
    expect(extensions).toEqual([{ extname: "pg_trgm" }]);
    expect(similarity[0]?.score).toBeGreaterThan(0.5);
  });
});
