import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { ZSession } from "@meshlink/domain/auth/login.types";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { sessions, userAddresses } from "../../db/schema.ts";
import { hashSecret } from "../../services/auth/secrets.ts";
import {
  buildAuthTestApp,
  newWallet,
  signedInWallet,
  verifiedSignature,
} from "../../testing/auth-test-kit.ts";

const invalidSignature = { status: "failed", error: AUTH_ERRORS.invalidSignature, code: "INVALID_SIGNATURE" };
const notSignedIn = { status: "failed", error: AUTH_ERRORS.notSignedIn, code: "UNAUTHENTICATED" };

describe("POST /api/auth/login, /me and /logout", () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => ({ app, db } = await buildAuthTestApp({ SESSION_TTL_HOURS: "2" })));
  afterAll(() => app.close());

  const login = (address: string, signature: string) =>
    app.inject({ method: "POST", url: "/api/auth/login", payload: { address, signature } });
  const me = (token: string) =>
    app.inject({ method: "POST", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
  const logout = (token: string, address: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
      payload: { address },
    });

  it("exchanges a verified signature for an expiring bearer token and the user", async () => {
    const { wallet, signature } = await signedInWallet(app);

    const response = await login(wallet.address, signature);

    expect(response.statusCode).toBe(200);
    const session = ZSession.parse(response.json<{ data: unknown }>().data);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(session.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(1.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(2 * 3600_000);
    expect(session.user.addresses).toEqual([{ address: wallet.address.toLowerCase() }]);
    // Only the token's hash is stored.
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, session.token))).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSecret(session.token))),
    ).toHaveLength(1);
  });

  it("keeps only the login signature's hash and serves it in no answer", async () => {
    const { wallet, signature, token } = await signedInWallet(app);
    const address = wallet.address.toLowerCase();

    const answers = [await login(wallet.address, signature), await me(token)];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(signature.slice(2));
      expect(answer.body).not.toContain(hashSecret(signature));
      expect(answer.body).not.toContain("loginSignature");
    }
    const [row] = await db.select().from(userAddresses).where(eq(userAddresses.address, address));
    expect(row?.loginSignatureHash).toBe(hashSecret(signature));
    const rawRow = JSON.stringify(
      await db.execute(sql`SELECT * FROM user_addresses WHERE address = ${address}`),
    );
    expect(rawRow).not.toContain(signature.slice(2));
  });

  it("refuses a signature that /verify never accepted, or one for another address", async () => {
    const { signature } = await signedInWallet(app);
    const wallet = newWallet();
    const never = await wallet.signMessage({ message: "anything" });

    expect((await login(wallet.address, never)).json()).toEqual(invalidSignature);
    const response = await login(wallet.address, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidSignature);
  });

  it("answers WALLET_NOT_REGISTERED for a verified but unregistered wallet", async () => {
    const wallet = newWallet();
    const signature = await verifiedSignature(app, wallet);
    const response = await login(wallet.address, signature);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "WALLET_NOT_REGISTERED" });
  });

  it("refuses an expired sign-in", async () => {
    const { wallet, signature } = await signedInWallet(app);
    await db.execute(sql`UPDATE sign_ins SET expires_at = now() - interval '1 second'`);
    expect((await login(wallet.address, signature)).json()).toEqual(invalidSignature);
  });

  it("answers the current user to /me with the bearer token", async () => {
    const { wallet, token } = await signedInWallet(app);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "success",
      data: { address: wallet.address.toLowerCase(), type: "creator", emailVerified: false },
    });
  });

  it("answers 401 Not signed in without a token, with an unknown one, or with an expired one", async () => {
    const missing = await app.inject({ method: "POST", url: "/api/auth/me" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual(notSignedIn);
    expect((await me("A".repeat(43))).json()).toEqual(notSignedIn);

    const { token } = await signedInWallet(app);
    await db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await me(token)).json()).toEqual(notSignedIn);
  });

  it("revokes the token and the sign-in at logout", async () => {
    const { wallet, signature, token } = await signedInWallet(app);

    const response = await logout(token, wallet.address);

    expect(response.json()).toEqual({ status: "success", data: null });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(wallet.address, signature)).json()).toEqual(invalidSignature);
    expect((await logout(token, wallet.address)).statusCode).toBe(401);
  });

  it("keeps other sessions of the same user signed in", async () => {
    const { wallet, signature, token } = await signedInWallet(app);
    const other = await login(wallet.address, signature);
    const { token: otherToken } = other.json<{ data: { token: string } }>().data;

    await logout(token, wallet.address);

    expect((await me(otherToken)).statusCode).toBe(200);
  });
});
