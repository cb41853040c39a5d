import { afterEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../database.ts";
import { ensureInstanceId } from "./app-meta.ts";

describe("ensureInstanceId", () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  it("creates a UUID once and returns the same one afterwards", async () => {
    database = await createTestDb();

    const first = await ensureInstanceId(database);
    const second = await ensureInstanceId(database);

    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });
});
