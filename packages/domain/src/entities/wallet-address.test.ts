import { describe, expect, it } from "vitest";
import { walletKindOf, ZWalletAddress } from "./wallet-address.ts";

const evm = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";
const everscale = `0:${"AB".repeat(32)}`;

describe("ZWalletAddress", () => {
  it("takes an EVM or an Everscale wallet, lowercased", () => {
    expect(ZWalletAddress.parse(evm)).toBe(evm.toLowerCase());
    expect(ZWalletAddress.parse(` ${everscale} `)).toBe(everscale.toLowerCase());
  });

  it.each([
    ["a masterchain account", `-1:${"ab".repeat(32)}`],
    ["a short Everscale id", `0:${"ab".repeat(31)}`],
    ["the user-friendly base64 form", "EQD__________________________________________0vo"],
    ["a short EVM address", "0x71c7"],
  ])("refuses %s, naming both forms", (_, value) => {
    const parsed = ZWalletAddress.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/0x followed by 40 .* 0: followed by 64/);
  });
});

describe("walletKindOf", () => {
  it("tells the kinds apart by their form", () => {
    expect(walletKindOf(evm)).toBe("evm");
    expect(walletKindOf(everscale)).toBe("everscale");
    expect(walletKindOf("0:12")).toBeNull();
  });
});
