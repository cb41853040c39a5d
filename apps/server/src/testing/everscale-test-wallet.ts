import type { EverscaleWalletContract } from "@meshlink/domain/auth/everscale-wallet-fields";
import { createHash } from "node:crypto";
import { everscaleWalletAddress } from "../services/auth/everscale-wallet-address.ts";

/** A fresh Everscale key and the address of its wallet, signing as EVER Wallet's `signData` does. */
export type EverscaleTestWallet = {
  publicKey: string;
  address: string;
  contractType: EverscaleWalletContract;
  /** The signature EVER Wallet answers for `message` (its `signatureHex`, with 0x in front). */
  sign: (message: string) => Promise<string>;
};

const ED25519_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

/**
 * Keys from nekoton (the library EVER Wallet is built on) and signatures from its signer: the SHA-256
 * of the data, signed with an empty signature context — what `signData` does when asked for no
 * signature id. So the server is checked against the wallet's own signing, not against itself.
 */
export async function newEverscaleWallet(
  contractType: EverscaleWalletContract = "EverWallet",
): Promise<EverscaleTestWallet> {
  const { ed25519_generateKeyPair, ed25519_sign } = await import("nekoton-wasm/node");
  const { publicKey, secretKey } = ed25519_generateKeyPair();
  const address = await everscaleWalletAddress(publicKey, contractType);
  const sign = (message: string) => {
    const dataHash = createHash("sha256").update(message, "utf8").digest("base64");
    const signature = ed25519_sign(secretKey, dataHash, { type: "empty" });
    return Promise.resolve(`0x${Buffer.from(signature, "base64").toString("hex")}`);
  };
  return { publicKey, address, contractType, sign };
}

/** The same signing with `s + L`: the encoding of one ed25519 signature that libraries must refuse. */
export function nonCanonicalTwin(signature: string): string {
  const bytes = Buffer.from(signature.slice(2), "hex");
  const s = BigInt(`0x${Buffer.from(bytes.subarray(32)).reverse().toString("hex")}`);
  const twinS = Buffer.from((s + ED25519_ORDER).toString(16).padStart(64, "0"), "hex").reverse();
  return `0x${Buffer.concat([bytes.subarray(0, 32), twinS]).toString("hex")}`;
}
