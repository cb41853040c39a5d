import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Hex } from "viem";
import { parseSiweMessage } from "viem/siwe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInError } from "@/features/auth/sign-in-error";
import { signInWithWallet } from "@/features/auth/sign-in-flow";
import { currentUser, failed, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";

const NONCE = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
const TOKEN = "t".repeat(43);
const SIGNATURE = `0x${"ab".repeat(65)}` as const;
const session = { token: TOKEN, expiresAt: "2030-01-01T00:00:00.000Z", user: currentUser() };
const notRegistered = failed(404, "Wallet is not registered", { code: "WALLET_NOT_REGISTERED" });
// The page is at PUBLIC_URL, as the server names it.
const site = { "GET /api/auth/site": ok({ publicUrl: window.location.origin }) };

const signMessage = vi.fn<(message: string) => Promise<Hex>>(() => Promise.resolve(SIGNATURE));
const run = () => signInWithWallet({ address: TEST_ADDRESS, chainId: 31337, signMessage });
const stored = (key: keyof typeof SESSION_STORAGE_KEYS) => sessionStorage.getItem(SESSION_STORAGE_KEYS[key]);

afterEach(() => {
  vi.unstubAllGlobals();
  signMessage.mockClear();
});

describe("signInWithWallet", () => {
  it("gets a nonce, signs an EIP-4361 message for this site, verifies and logs in", async () => {
    const api = fakeApi({
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": ok(currentUser()),
      "POST /api/auth/login": ok(session),
    });
    const outcome = await run();

    expect(outcome).toEqual({ kind: "signed-in", session });
    expect(api.paths()).toEqual([
      "GET /api/auth/site",
      "GET /api/auth/nonce",
      "POST /api/auth/verify",
      "POST /api/auth/login",
    ]);
    const message = parseSiweMessage(signMessage.mock.calls[0]![0]);
    expect(message).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      nonce: NONCE,
    });
    expect(message).toMatchObject({ chainId: 31337, version: "1" });
    expect(message.expirationTime!.getTime() - message.issuedAt!.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(api.calls[2]!.body).toEqual({
      message: signMessage.mock.calls[0]![0],
      signature: SIGNATURE,
      address: TEST_ADDRESS,
    });
    expect(api.calls[3]!.body).toEqual({ address: TEST_ADDRESS, signature: SIGNATURE });
    expect([stored("wallet"), stored("token"), stored("loggedIn"), stored("loginSignature")]).toEqual([
      TEST_ADDRESS,
      TOKEN,
      "true",
      SIGNATURE,
    ]);
    // Remembered beyond this tab until the session expires.
    expect(
      ["wallet", "token", "logged_in", "login-signature"].map((key) => localStorage.getItem(key)),
    ).toEqual([TEST_ADDRESS, TOKEN, "true", SIGNATURE]);
    expect(Number(localStorage.getItem("expires_at"))).toBe(Date.parse(session.expiresAt));
  });

  it("names the server's chain when the wallet sits on a chain MeshLink does not accept", async () => {
    fakeApi({ ...site, "GET /api/auth/nonce": ok(NONCE), "POST /api/auth/verify": notRegistered });
    await signInWithWallet({ address: TEST_ADDRESS, chainId: 42161, fallbackChainId: 31337, signMessage });
    expect(parseSiweMessage(signMessage.mock.calls[0]![0]).chainId).toBe(31337);
  });

  it("answers unregistered for a wallet without an account, keeping its signature for /register", async () => {
    const api = fakeApi({
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": notRegistered,
    });
    await expect(run()).resolves.toEqual({
      kind: "unregistered",
      address: TEST_ADDRESS,
      signature: SIGNATURE,
    });
    expect(api.paths()).not.toContain("POST /api/auth/login");
    expect(stored("loginSignature")).toBe(SIGNATURE);
    expect(stored("token")).toBeNull();
  });

  it("reuses a stored signature without asking the wallet to sign", async () => {
    sessionStorage.setItem("wallet", TEST_ADDRESS);
    sessionStorage.setItem("login-signature", "0xfeed");
    const api = fakeApi({ "POST /api/auth/login": ok(session) });
    await expect(run()).resolves.toEqual({ kind: "signed-in", session });
    expect(signMessage).not.toHaveBeenCalled();
    expect(api.calls[0]!.body).toEqual({ address: TEST_ADDRESS, signature: "0xfeed" });
  });

  it('clears a stored signature the server calls "Invalid signature" and signs again', async () => {
    sessionStorage.setItem("wallet", TEST_ADDRESS);
    sessionStorage.setItem("login-signature", "0xstale");
    const api = fakeApi({
      "POST /api/auth/login": [failed(401, "Invalid signature", { code: "INVALID_SIGNATURE" }), ok(session)],
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": ok(currentUser()),
    });
    await expect(run()).resolves.toEqual({ kind: "signed-in", session });
    expect(signMessage).toHaveBeenCalledOnce();
    expect(api.calls.at(-1)!.body).toEqual({ address: TEST_ADDRESS, signature: SIGNATURE });
    expect(stored("loginSignature")).toBe(SIGNATURE);
  });

  it("says where to sign in, without asking the wallet, when the page is not at PUBLIC_URL", async () => {
    const api = fakeApi({ "GET /api/auth/site": ok({ publicUrl: "http://localhost:3391" }) });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({
      message: "Open MeshLink at http://localhost:3391 to sign in",
      wrongSiteUrl: "http://localhost:3391",
      openAuthModal: false,
    });
    expect(signMessage).not.toHaveBeenCalled();
    expect(api.paths()).toEqual(["GET /api/auth/site"]);
  });

  it("says where to sign in, not to register, when the server refuses the message's site", async () => {
    fakeApi({
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": failed(401, `Open MeshLink at ${window.location.origin} to sign in`, {
        code: "WRONG_SITE",
      }),
    });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ wrongSiteUrl: window.location.origin, openAuthModal: false });
    expect(stored("loginSignature")).toBeNull();
  });

  it('fails with "Failed to sign message" when the wallet refuses to sign', async () => {
    fakeApi({ ...site, "GET /api/auth/nonce": ok(NONCE) });
    signMessage.mockRejectedValueOnce(new Error("User rejected the request."));
    await expect(run()).rejects.toThrow(new SignInError(ERROR_MESSAGES.signMessageFailed));
  });

  it('fails with "Failed to fetch user data" and reopens the Auth modal when verify fails', async () => {
    fakeApi({
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": failed(400, "Invalid nonce"),
    });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({ message: ERROR_MESSAGES.fetchUserFailed, openAuthModal: true });
  });

  it('fails with "Login failed" when the server refuses the login', async () => {
    fakeApi({
      ...site,
      "GET /api/auth/nonce": ok(NONCE),
      "POST /api/auth/verify": ok(currentUser()),
      "POST /api/auth/login": { status: 500, body: { status: false, error: "boom" } },
    });
    await expect(run()).rejects.toThrow(ERROR_MESSAGES.loginFailed);
    expect(stored("token")).toBeNull();
  });

  it('fails with "Failed to save signature" when the browser cannot store it', async () => {
    fakeApi({ ...site, "GET /api/auth/nonce": ok(NONCE), "POST /api/auth/verify": notRegistered });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    await expect(run()).rejects.toThrow(ERROR_MESSAGES.saveSignatureFailed);
    setItem.mockRestore();
  });
});
