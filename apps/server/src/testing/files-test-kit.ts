import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "./create-test-db.ts";
import type { Db } from "../db/database.ts";
import { sessions, userAddresses, users } from "../db/schema.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";

// Helpers for the file route tests: the real app on a fresh database and a temporary DATA_DIR
// (so the stores' folders can be listed), users signed in directly in the database, and
// multipart bodies built by hand as a browser sends them.

export type FilesTestApp = { app: FastifyInstance; db: Db; dataDir: string; close: () => Promise<void> };

export async function buildFilesTestApp(
  env: Record<string, string> = {},
  depsFor: (dataDir: string) => Omit<AppDeps, "database"> = () => ({}),
): Promise<FilesTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "meshlink-files-app-"));
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent-web-dist",
    DATA_DIR: dataDir,
    // High enough for the tests that upload many files as one user; the limit has its own test.
    UPLOAD_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  });
  const database = await createTestDb();
  const app = await buildApp(config, { ...depsFor(dataDir), database });
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A registered user with a live session: the bearer header to send and the user's id. */
export async function signInTestUser(db: Db) {
  const address = `0x${randomBytes(20).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({
      name: "Ada",
      email: `${address.slice(2, 14)}@example.com`,
      type: "creator",
      defaultAddress: address,
    })
    .returning();
  if (!user) throw new Error("no user inserted");
  await db.insert(userAddresses).values({ address, userId: user.id });
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    userId: user.id,
    address,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { userId: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** A multipart/form-data body with one file part (and optional text fields), as a browser builds it. */
export function multipartBody(
  file: { bytes: Uint8Array; filename: string; contentType?: string; field?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----meshlink${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under `folder` (recursively), relative to it; [] when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

export async function createDraft(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/asset-drafts", headers });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ data: { id: string } }>().data.id;
}
