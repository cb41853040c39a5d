import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/build-test-app.ts";
import { newWallet, PUBLIC_URL, registration, verifiedSignature } from "../../testing/auth-test-kit.ts";

describe("registration mail without SMTP_URL", () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "meshlink-mail-"));
    app = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the verification mail to DATA_DIR/outbox as an .eml file with a working link", async () => {
    const wallet = newWallet();
    const signature = await verifiedSignature(app, wallet);
    const registered = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration(wallet, signature, { email: "outbox@example.com" }),
    });
    expect(registered.statusCode).toBe(201);

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toMatch(/^To: outbox@example\.com$/m);
    // The text part is quoted-printable: undo its soft line breaks to read the link.
    const text = eml.replace(/=\r?\n/g, "");
    const token = new RegExp(`${PUBLIC_URL}/verify/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? "";

    const verified = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(verified.json()).toMatchObject({ status: "success", data: { emailVerified: true } });
  });
});
