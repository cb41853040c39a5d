import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/open-pglite.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** Dumps of a fresh PGlite, before and after the migrations; absent on PostgreSQL runs. */
    pgliteTemplates?: { empty: string; migrated: string };
  }
}

/**
 * Vitest global setup: runs PGlite's initdb and the migrations once, before any test file, and
 * dumps the result to files that every test database starts from (createTestDb). initdb alone
 * takes ~5 s of CPU; once per test file (each has its own module scope), it cost minutes per run.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), "meshlink-pglite-templates-"));
  const files = { empty: path.join(dir, "empty.tar"), migrated: path.join(dir, "migrated.tar") };
  const template = await openPglite();
  try {
    await dumpTo(template.client, files.empty);
    await template.migrate();
    await dumpTo(template.client, files.migrated);
  } finally {
    await template.close();
  }
  project.provide("pgliteTemplates", files);
  return () => rm(dir, { recursive: true, force: true });
}

async function dumpTo(client: { dumpDataDir(compression: "none"): Promise<Blob> }, file: string) {
  const dump = await client.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}
