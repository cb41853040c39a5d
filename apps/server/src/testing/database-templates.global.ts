import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createServerDatabase, withAdminClient } from "../db/create-server-database.ts";
import { openPglite } from "../db/open-pglite.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** Dumps of a fresh PGlite, before and after the migrations; absent on PostgreSQL runs. */
    pgliteTemplates?: { empty: string; migrated: string };
    /** A migrated database on the TEST_DATABASE_URL server that test databases are copied from. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup: migrates one database before any test file, and every test database starts
 * as a copy of it (createTestDb). On PGlite that is a dump: initdb alone takes ~5 s of CPU, once per
 * test file it cost minutes per run. On a PostgreSQL server it is a template database: CREATE
 * DATABASE … TEMPLATE copies it in a fraction of the ~0.9 s the migrations take each time.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplates(project);
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `meshlink_template_${randomBytes(4).toString("hex")}`;
  const template = await createServerDatabase(serverUrl, { name });
  try {
    await template.migrate();
  } finally {
    // A database is copied only while nobody is connected to it.
    await template.disconnect();
  }
  project.provide("postgresTemplate", name);
  return () =>
    withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function pgliteTemplates(project: TestProject) {
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
