import { createHash, createPublicKey, verify } from "node:crypto";

// DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): Node takes raw keys only in this form.
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/**
 * Whether the ed25519 key `publicKey` (64 hex digits) signed `message` the way EVER Wallet's
 * `signData` does (everscale-inpage-provider): the signed bytes are the SHA-256 of the data, here the
 * message's UTF-8, with no signature id in front — the web asks for none (`withSignatureId: false`,
 * `withSignatureContext: { type: "empty" }`), so the signature is bound to no network. `signature`
 * is 0x and 128 hex digits. OpenSSL refuses a non-canonical `s`, so one signing is one credential.
 */
export function isEverscaleSignature(input: {
  publicKey: string;
  message: string;
  signature: string;
}): boolean {
  const signature = Buffer.from(input.signature.slice(2), "hex");
  if (signature.length !== 64) return false;
  const dataHash = createHash("sha256").update(input.message, "utf8").digest();
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(input.publicKey, "hex")]),
      format: "der",
      type: "spki",
    });
    return verify(null, dataHash, key, signature);
  } catch {
    // Not a key OpenSSL can read: nobody signed with it.
    return false;
  }
}
