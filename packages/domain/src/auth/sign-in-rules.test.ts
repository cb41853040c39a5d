import { describe, expect, it } from "vitest";
import { ZSignature } from "./auth-fields.ts";
import { isSignInChainId, SIGN_IN_CHAIN_IDS } from "./sign-in-rules.ts";

describe("sign-in rules", () => {
  it("accept the local chain and the test and production ids of every EVM chain", () => {
    for (const chainId of [31337, 1, 11155111, 137, 80002, 1101, 2442, 13371, 13473, 1328, 1329])
      expect(isSignInChainId(chainId)).toBe(true);
    expect(new Set(SIGN_IN_CHAIN_IDS).size).toBe(SIGN_IN_CHAIN_IDS.length);
  });

  it("refuse Everscale's display id and unknown chains", () => {
    expect(isSignInChainId(42)).toBe(false);
    expect(isSignInChainId(56)).toBe(false);
  });

  it("lowercase signatures and refuse non-hex or oversized ones", () => {
    expect(ZSignature.parse(" 0xABcd ")).toBe("0xabcd");
    expect(ZSignature.safeParse("abcd").success).toBe(false);
    expect(ZSignature.safeParse(`0x${"a".repeat(20_000)}`).success).toBe(false);
  });
});
