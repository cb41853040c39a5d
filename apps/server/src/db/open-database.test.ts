import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.ts";
import { ensureInstanceId } from "./queries/app-meta.ts";

describe("openDatabase without DATABASE_URL", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps an embedded PGlite database in DATA_DIR/db across restarts", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "meshlink-data-"));

    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    await first.migrate();
    const instanceId = await ensureInstanceId(first);
    await first.close();

    const second = await openDatabase({ dataDir, databaseUrl: undefined });
    await second.migrate();
    expect(second.driver).toBe("pglite");
    expect(await ensureInstanceId(second)).toBe(instanceId);
    await second.close();
    // Two cold PGlite starts and migrations: seconds when idle, minutes on a busy machine.
  }, 180_000);
});
