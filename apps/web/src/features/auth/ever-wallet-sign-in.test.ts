import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { parseEverscaleSignInMessage } from "@meshlink/domain/auth/everscale-sign-in-message";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInWithEverWallet } from "@/features/auth/ever-wallet-sign-in";
import { everWalletProvider } from "@/lib/wallet/ever-wallet";
import { EVER_ADDRESS, EVER_PUBLIC_KEY, EVER_SIGNATURE_HEX, fakeEverWallet } from "@/test/fake-ever-wallet";
import { currentUser, failed, fakeApi, ok } from "@/test/fake-api";

const NONCE = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
const SIGNATURE = `0x${EVER_SIGNATURE_HEX}`;
const session = {
  token: "t".repeat(43),
  expiresAt: "2030-01-01T00:00:00.000Z",
  user: currentUser({ address: EVER_ADDRESS }),
};
const signIn = {
  "GET /api/auth/site": ok({ publicUrl: window.location.origin }),
  "GET /api/auth/nonce": ok(NONCE),
};
const provider = () => {
  const found = everWalletProvider();
  if (!found) throw new Error("no EVER Wallet in the page");
  return found;
};
const decoded = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

let wallet: ReturnType<typeof fakeEverWallet>;
afterEach(() => {
  wallet.remove();
  vi.unstubAllGlobals();
});

describe("signInWithEverWallet", () => {
  it("has EVER Wallet sign this site's Everscale message with signData, then verifies and logs in", async () => {
    wallet = fakeEverWallet();
    const api = fakeApi({
      ...signIn,
      "POST /api/auth/verify": ok(session.user),
      "POST /api/auth/login": ok(session),
    });
    expect(await signInWithEverWallet(provider())).toEqual({ kind: "signed-in", session });

    expect(wallet.paramsOf("requestPermissions")).toEqual({ permissions: ["basic", "accountInteraction"] });
    const signData = wallet.paramsOf("signData") as Record<string, unknown>;
    // No signature id: the server checks the signature of the message's hash alone.
    expect(signData).toMatchObject({
      publicKey: EVER_PUBLIC_KEY,
      withSignatureId: false,
      withSignatureContext: { type: "empty" },
    });
    const message = decoded(signData.data as string);
    expect(parseEverscaleSignInMessage(message)).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      address: EVER_ADDRESS,
      statement: "Sign in to MeshLink with your wallet.",
      nonce: NONCE,
    });
    expect(api.calls[2]!.body).toEqual({
      walletKind: "everscale",
      message,
      signature: SIGNATURE,
      address: EVER_ADDRESS,
      publicKey: EVER_PUBLIC_KEY,
      contractType: "EverWallet",
    });
    expect(api.calls[3]!.body).toEqual({ address: EVER_ADDRESS, signature: SIGNATURE });
    expect([sessionStorage.getItem("wallet"), sessionStorage.getItem("login-signature")]).toEqual([
      EVER_ADDRESS,
      SIGNATURE,
    ]);
  });

  it("answers unregistered for a new wallet, keeping its signature for /register", async () => {
    wallet = fakeEverWallet({ contractType: "WalletV3" });
    fakeApi({
      ...signIn,
      "POST /api/auth/verify": failed(404, "Wallet is not registered", { code: "WALLET_NOT_REGISTERED" }),
    });
    expect(await signInWithEverWallet(provider())).toEqual({
      kind: "unregistered",
      address: EVER_ADDRESS,
      signature: SIGNATURE,
    });
  });

  it("says which wallets can sign in before asking a multisig for a signature", async () => {
    wallet = fakeEverWallet({ contractType: "SafeMultisigWallet" });
    const api = fakeApi(signIn);
    await expect(signInWithEverWallet(provider())).rejects.toThrow(AUTH_ERRORS.unsupportedEverscaleWallet);
    expect(wallet.paramsOf("signData")).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ["the connection", "requestPermissions", ERROR_MESSAGES.connectWalletFailed],
    ["the signature", "signData", ERROR_MESSAGES.signMessageFailed],
  ] as const)("toasts the spec's message when the user turns down %s", async (_, refuse, message) => {
    wallet = fakeEverWallet({ refuse });
    fakeApi(signIn);
    await expect(signInWithEverWallet(provider())).rejects.toThrow(message);
  });
});
