import { describe, expect, it } from "vitest";
import { everscaleWalletAddress } from "./everscale-wallet-address.ts";
import { EVERSCALE_WALLET_CODES } from "./everscale-wallet-codes.ts";

describe("everscaleWalletAddress", () => {
  it("uses the wallet codes nekoton knows, by their code hash", async () => {
    const { getBocHash } = await import("nekoton-wasm/node");
    for (const wallet of Object.values(EVERSCALE_WALLET_CODES))
      expect(getBocHash(wallet.code)).toBe(wallet.codeHash);
  });

  // Vectors from other implementations: Trust Wallet Core's Everscale address test (WalletV3) and
  // the example account of broxus' everscale-standalone-client (EverWallet).
  it.each([
    [
      "WalletV3",
      "e4925f9932df8d7fd0042efff3e2178a972028b644ded3a3b66f6d0577f82e78",
      "0:269fee242eb410786abe1777a14785c8bbeb1e34100c7570e17698b36ad66fb0",
    ],
    [
      "EverWallet",
      "2ada2e65ab8eeab09490e3521415f45b6e42df9c760a639bcf53957550b25a16",
      "0:f625baf264c0e270ab4a56614c3316ed7bebc6cff0eb2f3d462dd867830ddf74",
    ],
  ] as const)(
    "derives the %s address other wallets derive for a key",
    async (contract, publicKey, address) => {
      expect(await everscaleWalletAddress(publicKey, contract)).toBe(address);
    },
  );

  it("names another wallet for another contract or another key", async () => {
    const key = "2ada2e65ab8eeab09490e3521415f45b6e42df9c760a639bcf53957550b25a16";
    const everWallet = await everscaleWalletAddress(key, "EverWallet");
    expect(await everscaleWalletAddress(key, "WalletV3")).not.toBe(everWallet);
    expect(await everscaleWalletAddress(`${key.slice(0, 63)}7`, "EverWallet")).not.toBe(everWallet);
  });
});
