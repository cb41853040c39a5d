import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { highSTwin } from "../../testing/high-s-twin.ts";
import { isHighSSignature } from "./high-s-signature.ts";

describe("isHighSSignature", () => {
  it("tells a wallet's low-s signature from its malleable high-s twin", async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    for (const message of ["one", "two", "three", "four"]) {
      const signature = await wallet.signMessage({ message });
      expect(isHighSSignature(signature)).toBe(false);
      expect(isHighSSignature(highSTwin(signature))).toBe(true);
    }
  });

  it("leaves signatures that are not 65 bytes to the contract-wallet check", () => {
    expect(isHighSSignature(`0x${"ff".repeat(64)}`)).toBe(false);
    expect(isHighSSignature(`0x${"ff".repeat(200)}`)).toBe(false);
  });
});
