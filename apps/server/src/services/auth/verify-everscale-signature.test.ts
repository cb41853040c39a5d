import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newEverscaleWallet, nonCanonicalTwin } from "../../testing/everscale-test-wallet.ts";
import { isEverscaleSignature } from "./verify-everscale-signature.ts";

const message = "localhost:3000 wants you to sign in with your Everscale account:\n…";

describe("isEverscaleSignature", () => {
  it("accepts what EVER Wallet's signData signs: the SHA-256 of the message, no signature id", async () => {
    const wallet = await newEverscaleWallet();
    const signature = await wallet.sign(message);
    expect(isEverscaleSignature({ publicKey: wallet.publicKey, message, signature })).toBe(true);

    // nekoton's own check of a signed data hash agrees.
    const { verifySignature } = await import("nekoton-wasm/node");
    const dataHash = createHash("sha256").update(message).digest("base64");
    const raw = Buffer.from(signature.slice(2), "hex").toString("base64");
    expect(verifySignature(wallet.publicKey, dataHash, raw, { type: "empty" })).toBe(true);
  });

  it("refuses another key's signature", async () => {
    const [wallet, other] = [await newEverscaleWallet(), await newEverscaleWallet()];
    const signature = await other.sign(message);
    expect(isEverscaleSignature({ publicKey: wallet.publicKey, message, signature })).toBe(false);
  });

  it("refuses a tampered message", async () => {
    const wallet = await newEverscaleWallet();
    const signature = await wallet.sign(message);
    const tampered = message.replace("localhost:3000", "localhost:3001");
    expect(isEverscaleSignature({ publicKey: wallet.publicKey, message: tampered, signature })).toBe(false);
  });

  it("refuses a signature bound to a network (a signature id in front of the hash)", async () => {
    const { ed25519_generateKeyPair, ed25519_sign } = await import("nekoton-wasm/node");
    const keys = ed25519_generateKeyPair();
    const dataHash = createHash("sha256").update(message).digest("base64");
    const withId = ed25519_sign(keys.secretKey, dataHash, { type: "signatureId", globalId: 42 });
    const signature = `0x${Buffer.from(withId, "base64").toString("hex")}`;
    expect(isEverscaleSignature({ publicKey: keys.publicKey, message, signature })).toBe(false);
  });

  it("refuses the non-canonical encoding of a valid signature, a second credential for one signing", async () => {
    const wallet = await newEverscaleWallet();
    const signature = nonCanonicalTwin(await wallet.sign(message));
    expect(isEverscaleSignature({ publicKey: wallet.publicKey, message, signature })).toBe(false);
  });

  it("refuses a signature of another length and a key that is no curve point", async () => {
    const wallet = await newEverscaleWallet();
    const signature = await wallet.sign(message);
    expect(
      isEverscaleSignature({ publicKey: wallet.publicKey, message, signature: signature.slice(0, -2) }),
    ).toBe(false);
    expect(isEverscaleSignature({ publicKey: "ff".repeat(32), message, signature })).toBe(false);
  });
});
