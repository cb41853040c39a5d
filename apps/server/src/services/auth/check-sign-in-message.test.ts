import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { SIGN_IN_STATEMENT } from "@meshlink/domain/auth/sign-in-rules";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { describe, expect, it } from "vitest";
import { checkSignInMessage } from "./check-sign-in-message.ts";

// A fixed key (anvil's first test account): its EIP-55 address mixes cases, so lowering it is a change.
const wallet = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const now = new Date("2026-11-21T12:00:00.000Z");
const base = {
  address: wallet.address,
  domain: "market.example:8443",
  uri: "https://market.example:8443",
  version: "1",
  chainId: 137,
  nonce: "0123456789abcdef0123456789abcdef",
  issuedAt: now,
  statement: SIGN_IN_STATEMENT,
} as const;
const check = (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}, text?: string) =>
  checkSignInMessage(text ?? createSiweMessage({ ...base, ...fields }), {
    address: wallet.address.toLowerCase(),
    publicUrl: "https://market.example:8443",
    now,
  });

describe("checkSignInMessage", () => {
  it("answers address, chain, nonce and expiry of a message for this deployment", () => {
    const expirationTime = new Date(now.getTime() + 60_000);
    expect(check({ expirationTime, scheme: "https" })).toEqual({
      address: wallet.address,
      chainId: 137,
      nonce: base.nonce,
      expirationTime,
    });
  });

  it("accepts the origin with a trailing slash as URI", () => {
    expect(() => check({ uri: "https://market.example:8443/" })).not.toThrow();
  });

  it.each([
    ["another port", { domain: "market.example" }],
    ["another host for the same machine", { domain: "127.0.0.1:8443", uri: "https://127.0.0.1:8443" }],
    ["a path as URI", { uri: "https://market.example:8443/login" }],
    ["http scheme", { scheme: "http" }],
  ])("refuses %s as another site, naming where sign-in works", (_, fields) => {
    expect(() => check(fields)).toThrow(
      expect.objectContaining({
        status: 401,
        message: "Open MeshLink at https://market.example:8443 to sign in",
        code: "WRONG_SITE",
      }),
    );
  });

  it.each([
    ["Everscale's display id", { chainId: 42 }, AUTH_ERRORS.unsupportedChain],
    ["expiry exactly now", { expirationTime: now }, AUTH_ERRORS.expired],
    ["another statement", { statement: "Sign in to claim your airdrop." }, AUTH_ERRORS.wrongStatement],
    ["no statement", { statement: undefined }, AUTH_ERRORS.wrongStatement],
  ])("refuses %s", (_, fields, error) => {
    expect(() => check(fields)).toThrow(error);
  });

  it("refuses a lowercase (non-EIP-55) address as not canonical", () => {
    const text = createSiweMessage(base).replace(wallet.address, wallet.address.toLowerCase());
    expect(() => check({}, text)).toThrow(AUTH_ERRORS.invalidMessage);
  });
});
