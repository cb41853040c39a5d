import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import type { Mail } from "../../mail/mailer.ts";
import {
  buildAuthTestApp,
  newWallet,
  PUBLIC_URL,
  postVerify,
  registration,
  signInMessage,
  verifiedSignature,
} from "../../testing/auth-test-kit.ts";

describe("POST /api/auth/register and /api/auth/verify-email", () => {
  let app: FastifyInstance;
  let db: Db;
  let mails: Mail[];
  beforeAll(async () => ({ app, db, mails } = await buildAuthTestApp()));
  afterAll(() => app.close());

  const register = (payload: object) => app.inject({ method: "POST", url: "/api/auth/register", payload });
  const verifyEmail = (token: string) =>
    app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
  const tokenOf = (mail: Mail | undefined) => mail?.link?.split("/verify/")[1] ?? "";

  async function registered(fields: object = {}) {
    const wallet = newWallet();
    const signature = await verifiedSignature(app, wallet);
    const response = await register(registration(wallet, signature, fields));
    return { wallet, signature, response };
  }

  it("creates an unverified user for a verified wallet and mails the verification link", async () => {
    const { wallet, response } = await registered({
      name: "Studio Nine",
      type: "studio",
      email: " Nine@Example.com ",
    });

    expect(response.statusCode).toBe(201);
    const address = wallet.address.toLowerCase();
    expect(response.json()).toMatchObject({
      status: "success",
      data: {
        name: "Studio Nine",
        email: "nine@example.com",
        emailVerified: false,
        type: "studio",
        address,
        addresses: [{ address }],
        defaultAdress: { address },
        avatar: null,
        banner: null,
        portfolio: null,
        description: null,
        account: null,
      },
    });
    const mail = mails.at(-1);
    expect(mail?.to).toBe("nine@example.com");
    expect(mail?.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify/[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain(mail?.link);
  });

  it("then /verify answers the user instead of WALLET_NOT_REGISTERED", async () => {
    const { wallet } = await registered({ name: "Returning" });
    const message = await signInMessage(app, wallet);
    const signature = await wallet.signMessage({ message });

    const response = await postVerify(app, { message, signature, address: wallet.address });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "success", data: { name: "Returning" } });
  });

  it("refuses an invalid email with the spec's message", async () => {
    const { response } = await registered({ email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: "failed", error: "Invalid email address" });
  });

  it("refuses admin, unknown types and a missing name", async () => {
    for (const fields of [{ type: "admin" }, { type: "gamer" }, { name: " " }]) {
      const { response } = await registered(fields);
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a wallet whose signature /verify did not accept", async () => {
    const wallet = newWallet();
    const signature = await wallet.signMessage({ message: "not a sign-in" });
    const response = await register(registration(wallet, signature));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.invalidSignature,
      code: "INVALID_SIGNATURE",
    });
  });

  it("refuses a second registration of the same wallet or email with 409", async () => {
    const { wallet, signature } = await registered({ email: "taken@example.com" });

    const again = await register(registration(wallet, signature, { email: "other@example.com" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: "failed", error: AUTH_ERRORS.walletTaken, code: "CONFLICT" });

    const { response } = await registered({ email: "TAKEN@example.com" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: "failed", error: AUTH_ERRORS.emailTaken, code: "CONFLICT" });
  });

  it("verifies the email once with the mailed token", async () => {
    await registered({ email: "verify-once@example.com" });
    const token = tokenOf(mails.at(-1));

    const first = await verifyEmail(token);
    expect(first.json()).toEqual({
      status: "success",
      data: { email: "verify-once@example.com", emailVerified: true },
    });

    const second = await verifyEmail(token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.invalidVerificationToken,
      code: "INVALID_REQUEST",
    });
  });

  it("also verifies through GET ?token=", async () => {
    await registered();
    const response = await app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=${tokenOf(mails.at(-1))}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses an expired or unknown verification token", async () => {
    await registered();
    const token = tokenOf(mails.at(-1));
    await db.execute(sql`UPDATE email_verifications SET expires_at = now() - interval '1 second'`);

    expect((await verifyEmail(token)).json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.invalidVerificationToken,
      code: "INVALID_REQUEST",
    });
    expect((await verifyEmail("x".repeat(43))).statusCode).toBe(400);
    expect((await verifyEmail("short")).statusCode).toBe(400);
  });
});
