import type { ApiErrorCode } from "@meshlink/domain/api-error-codes";
import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { highSTwin } from "../../testing/high-s-twin.ts";
import {
  buildAuthTestApp,
  getNonce,
  newWallet,
  postVerify,
  PUBLIC_URL,
  signInMessage,
} from "../../testing/auth-test-kit.ts";

const HOUR = 60 * 60 * 1000;

describe("GET /api/auth/nonce and POST /api/auth/verify", () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => ({ app, db } = await buildAuthTestApp()));
  afterAll(() => app.close());

  /** Signs `fields` (with a fresh nonce unless given) and posts it; `address` overrides the body. */
  async function verifyWith(
    fields: Parameters<typeof signInMessage>[2] = {},
    options: { address?: string } = {},
  ) {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet, fields);
    const signature = await wallet.signMessage({ message });
    return postVerify(app, { message, signature, address: options.address ?? wallet.address });
  }

  const expectRefused = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    code: ApiErrorCode,
    error: string,
  ) => {
    expect(response.json()).toEqual({ status: "failed", error, code });
    expect(response.statusCode).toBe(status);
  };

  it("issues distinct alphanumeric nonces of 128 bits", async () => {
    const [first, second] = [await getNonce(app), await getNonce(app)];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("answers 404 WALLET_NOT_REGISTERED for a correctly signed message of a new wallet", async () => {
    const response = await verifyWith();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: "failed",
      error: "Wallet is not registered",
      code: "WALLET_NOT_REGISTERED",
    });
  });

  it("names where this site is: GET /api/auth/site answers PUBLIC_URL", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/site" });
    expect(response.json()).toEqual({ status: "success", data: { publicUrl: PUBLIC_URL } });
  });

  it.each([
    [
      "the page opened at 127.0.0.1 instead of localhost",
      { domain: "127.0.0.1:3000", uri: "http://127.0.0.1:3000" },
    ],
    ["another domain", { domain: "evil.example" }],
    ["another URI", { uri: "http://evil.example" }],
    ["another scheme", { scheme: "https" }],
  ])("refuses a message from %s with WRONG_SITE, naming PUBLIC_URL", async (_, fields) => {
    const response = await verifyWith(fields);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: "failed",
      error: "Open MeshLink at http://localhost:3000 to sign in",
      code: "WRONG_SITE",
    });
  });

  it("refuses a version other than 1", async () => {
    const wallet = newWallet();
    const message = (await signInMessage(app, wallet)).replace("Version: 1", "Version: 2");
    const signature = await wallet.signMessage({ message });
    const response = await postVerify(app, { message, signature, address: wallet.address });
    expectRefused(response, 401, "UNAUTHENTICATED", AUTH_ERRORS.unsupportedVersion);
  });

  it("refuses an unsupported chain id", async () => {
    expectRefused(await verifyWith({ chainId: 56 }), 401, "UNAUTHENTICATED", AUTH_ERRORS.unsupportedChain);
  });

  it("accepts a supported public chain id", async () => {
    expect((await verifyWith({ chainId: 1329 })).statusCode).toBe(404);
  });

  it("refuses a nonce the server never issued", async () => {
    expectRefused(
      await verifyWith({ nonce: "a1b2c3d4e5f6a7b8c9d0" }),
      401,
      "UNAUTHENTICATED",
      AUTH_ERRORS.invalidNonce,
    );
  });

  it("refuses a nonce that was already used", async () => {
    const nonce = await getNonce(app);
    expect((await verifyWith({ nonce })).statusCode).toBe(404);
    expectRefused(await verifyWith({ nonce }), 401, "UNAUTHENTICATED", AUTH_ERRORS.invalidNonce);
  });

  it("refuses an expired nonce", async () => {
    const nonce = await getNonce(app);
    await db.execute(
      sql`UPDATE auth_nonces SET expires_at = now() - interval '1 second' WHERE nonce = ${nonce}`,
    );
    expectRefused(await verifyWith({ nonce }), 401, "UNAUTHENTICATED", AUTH_ERRORS.invalidNonce);
  });

  it("refuses a message issued in the future, beyond a minute of clock skew", async () => {
    const issuedAt = new Date(Date.now() + 5 * 60 * 1000);
    expectRefused(await verifyWith({ issuedAt }), 401, "UNAUTHENTICATED", AUTH_ERRORS.issuedInFuture);
    expect((await verifyWith({ issuedAt: new Date(Date.now() + 20_000) })).statusCode).toBe(404);
  });

  it("refuses an expired message", async () => {
    const expirationTime = new Date(Date.now() - 1000);
    const issuedAt = new Date(Date.now() - HOUR);
    expectRefused(
      await verifyWith({ issuedAt, expirationTime }),
      401,
      "UNAUTHENTICATED",
      AUTH_ERRORS.expired,
    );
  });

  it("refuses a message whose notBefore is still ahead", async () => {
    const notBefore = new Date(Date.now() + HOUR);
    expectRefused(await verifyWith({ notBefore }), 401, "UNAUTHENTICATED", AUTH_ERRORS.notYetValid);
  });

  it("refuses a signature from another key", async () => {
    const [wallet, other] = [newWallet(), newWallet()];
    const message = await signInMessage(app, wallet);
    const signature = await other.signMessage({ message });
    const response = await postVerify(app, { message, signature, address: wallet.address });
    expectRefused(response, 401, "INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
  });

  it("refuses the malleable high-s twin of a signature and leaves the nonce to the real one", async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const signature = await wallet.signMessage({ message });

    const twin = await postVerify(app, { message, signature: highSTwin(signature), address: wallet.address });
    const genuine = await postVerify(app, { message, signature, address: wallet.address });

    expectRefused(twin, 401, "INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
    expect(genuine.json()).toMatchObject({ code: "WALLET_NOT_REGISTERED" });
  });

  it("refuses a message whose statement is not MeshLink's, or that has none", async () => {
    const airdrop = { statement: "Claim your airdrop." };
    expectRefused(await verifyWith(airdrop), 401, "UNAUTHENTICATED", AUTH_ERRORS.wrongStatement);
    expectRefused(
      await verifyWith({ statement: undefined }),
      401,
      "UNAUTHENTICATED",
      AUTH_ERRORS.wrongStatement,
    );
  });

  it("refuses an address field that differs from the signed message", async () => {
    const response = await verifyWith({}, { address: newWallet().address });
    expectRefused(response, 401, "UNAUTHENTICATED", AUTH_ERRORS.addressMismatch);
  });

  it("refuses text that is not a canonical EIP-4361 message", async () => {
    const wallet = newWallet();
    const message = `${await signInMessage(app, wallet)}\nextra: text`;
    const signature = await wallet.signMessage({ message });
    const response = await postVerify(app, { message, signature, address: wallet.address });
    expectRefused(response, 400, "INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
    const garbage = await postVerify(app, { message: "hello", signature, address: wallet.address });
    expectRefused(garbage, 400, "INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
  });

  it("refuses malformed and over-long fields before checking anything", async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const signature = await wallet.signMessage({ message });
    const cases = [
      { message: "x".repeat(5000), signature, address: wallet.address },
      { message, signature: `0x${"ab".repeat(10_001)}`, address: wallet.address },
      { message, signature: "not-hex", address: wallet.address },
      { message, signature, address: "0x1234" },
    ];
    for (const body of cases) expect((await postVerify(app, body)).statusCode).toBe(400);
  });

  it("lets exactly one of two concurrent submissions of the same message through", async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const signature = await wallet.signMessage({ message });
    const body = { message, signature, address: wallet.address };
    const responses = await Promise.all([postVerify(app, body), postVerify(app, body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 404]);
  });
});
