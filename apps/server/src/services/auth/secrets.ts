import { createHash, randomBytes } from "node:crypto";

/** An unguessable bearer or link token: 32 random bytes, base64url (43 characters). */
export const randomToken = (): string => randomBytes(32).toString("base64url");

/** An EIP-4361 nonce: 16 random bytes (128 bits) as 32 hexadecimal characters. */
export const randomNonce = (): string => randomBytes(16).toString("hex");

/**
 * What the database keeps instead of a secret (tokens, signatures used as credentials): a leaked
 * table then lets nobody sign in. SHA-256 suffices because the secrets are random or unforgeable.
 */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");
