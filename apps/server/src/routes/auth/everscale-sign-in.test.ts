import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEverscaleWallet } from "../../testing/everscale-test-wallet.ts";
import { buildAuthTestApp } from "../../testing/auth-test-kit.ts";
import { everscaleVerifyBody, signedInEverscaleWallet } from "../../testing/everscale-test-kit.ts";

// An Everscale wallet takes the routes an EVM wallet takes (docs/decisions/003-auth.md and 022):
// the same nonce, /verify with walletKind "everscale", /register, /login, /me and /logout.
describe("Everscale sign-in through /api/auth", () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildAuthTestApp()));
  afterAll(() => app.close());

  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: "POST", url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("registers a new wallet, signs it in and out, and keeps its 0: address", async () => {
    const wallet = await newEverscaleWallet();
    const body = await everscaleVerifyBody(app, wallet);
    const unknown = await post("/api/auth/verify", body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "WALLET_NOT_REGISTERED" });

    const registration = {
      name: "Ever Ada",
      email: "ever-ada@example.com",
      type: "studio",
      address: `0:${wallet.address.slice(2).toUpperCase()}`,
      signature: body.signature,
    };
    const registered = await post("/api/auth/register", registration);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      data: { address: wallet.address, addresses: [{ address: wallet.address }], type: "studio" },
    });

    const login = await post("/api/auth/login", { address: wallet.address, signature: body.signature });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ data: { token: string } }>().data;
    const me = await post("/api/auth/me", {}, token);
    expect(me.json()).toMatchObject({ data: { name: "Ever Ada", address: wallet.address } });

    expect((await post("/api/auth/logout", { address: wallet.address }, token)).statusCode).toBe(200);
    const again = await post("/api/auth/login", { address: wallet.address, signature: body.signature });
    expect(again.json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.invalidSignature,
      code: "INVALID_SIGNATURE",
    });
  });

  it("answers a registered wallet's sign-in with its user", async () => {
    const { wallet } = await signedInEverscaleWallet(app);
    const verified = await post("/api/auth/verify", await everscaleVerifyBody(app, wallet));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { address: wallet.address } });
  });

  it("serves an Everscale user's profile and card with the 0: address", async () => {
    const { wallet, token } = await signedInEverscaleWallet(app);
    const me = await post("/api/auth/me", {}, token);
    const { _id: id } = me.json<{ data: { _id: string } }>().data;
    const profile = await app.inject({ method: "GET", url: `/api/users/${id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ data: { address: wallet.address } });
    const list = await app.inject({ method: "GET", url: "/api/users?search=Ever" });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { data: { address: string }[] } }>().data.data).toContainEqual(
      expect.objectContaining({ address: wallet.address }),
    );
  });

  it("refuses a key signing for a wallet that is not its own, and the nonce stays usable", async () => {
    const [wallet, victim] = [await newEverscaleWallet(), await newEverscaleWallet()];
    const forged = await everscaleVerifyBody(app, { ...wallet, address: victim.address });
    const refused = await post("/api/auth/verify", forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.addressNotOfPublicKey,
      code: "UNAUTHENTICATED",
    });
    const nonce = /Nonce: (\w+)/.exec(forged.message)?.[1];
    const honest = await post("/api/auth/verify", await everscaleVerifyBody(app, victim, { nonce }));
    expect(honest.statusCode).toBe(404);
  });

  it("refuses a wallet contract whose address it cannot derive, naming the ones it can", async () => {
    const body = await everscaleVerifyBody(app, await newEverscaleWallet());
    const refused = await post("/api/auth/verify", { ...body, contractType: "SafeMultisigWallet" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain(AUTH_ERRORS.unsupportedEverscaleWallet);
  });

  it("refuses an Everscale message sent as an EVM sign-in, and an EVM address as an Everscale one", async () => {
    const body = await everscaleVerifyBody(app, await newEverscaleWallet());
    expect((await post("/api/auth/verify", { ...body, walletKind: "evm" })).statusCode).toBe(400);
    const evmAddress = `0x${"ab".repeat(20)}`;
    expect((await post("/api/auth/verify", { ...body, address: evmAddress })).statusCode).toBe(400);
  });
});
