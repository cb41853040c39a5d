import { describe, expect, it } from "vitest";
import { createEverscaleSignInMessage, parseEverscaleSignInMessage } from "./everscale-sign-in-message.ts";
import { SIGN_IN_STATEMENT } from "./sign-in-rules.ts";

const fields = {
  domain: "localhost:3000",
  address: `0:${"ab".repeat(32)}`,
  statement: SIGN_IN_STATEMENT,
  uri: "http://localhost:3000",
  version: "1",
  nonce: "0123456789abcdef0123456789abcdef",
  issuedAt: new Date("2026-11-21T12:00:00.000Z"),
  expirationTime: new Date("2026-11-22T12:00:00.000Z"),
};

describe("Everscale sign-in message", () => {
  it("reads as CAIP-122's Sign-In with X, without a chain id", () => {
    expect(createEverscaleSignInMessage(fields)).toBe(
      [
        "localhost:3000 wants you to sign in with your Everscale account:",
        `0:${"ab".repeat(32)}`,
        "",
        "Sign in to MeshLink with your wallet.",
        "",
        "URI: http://localhost:3000",
        "Version: 1",
        "Nonce: 0123456789abcdef0123456789abcdef",
        "Issued At: 2026-11-21T12:00:00.000Z",
        "Expiration Time: 2026-11-22T12:00:00.000Z",
      ].join("\n"),
    );
  });

  it("parses back to the fields it was written from, with or without the optional times", () => {
    expect(parseEverscaleSignInMessage(createEverscaleSignInMessage(fields))).toEqual({
      ...fields,
      notBefore: undefined,
    });
    const bare = { ...fields, expirationTime: undefined, notBefore: new Date("2026-11-21T12:00:01.000Z") };
    expect(parseEverscaleSignInMessage(createEverscaleSignInMessage(bare))).toEqual(bare);
  });

  it.each([
    ["an EIP-4361 header", (text: string) => text.replace("Everscale account", "Ethereum account")],
    ["trailing text", (text: string) => `${text}\nResources:`],
    ["a repeated field", (text: string) => text.replace("Version: 1", "Version: 1\nVersion: 1")],
    ["an unreadable date", (text: string) => text.replace("2026-11-21T12:00:00.000Z", "yesterday")],
    ["a missing nonce", (text: string) => text.replace(/\nNonce: \w+/, "")],
  ])("refuses %s", (_, alter) => {
    expect(parseEverscaleSignInMessage(alter(createEverscaleSignInMessage(fields)))).toBeNull();
  });
});
