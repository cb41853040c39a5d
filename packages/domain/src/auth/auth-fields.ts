import { z } from "zod";
import { AUTH_ERRORS } from "./auth-errors.ts";

// Field shapes shared by the /api/auth requests. Limits stop oversized bodies before any crypto runs.

/** An EIP-4361 message as the wallet signed it; real ones are a few hundred characters. */
export const ZSignInMessage = z.string().min(1).max(4096);

// 65-byte ECDSA signatures are 132 characters; ERC-1271 and ERC-6492 (contract wallets, possibly
// not yet deployed) carry more, so the limit is generous but bounded.
export const ZSignature = z
  .string()
  .trim()
  .max(20_000, { error: "Signature is too long" })
  .regex(/^0x[0-9a-fA-F]+$/, { error: "Expected a signature: 0x followed by hexadecimal digits" })
  .toLowerCase();

/** The server's nonces: 32 hexadecimal characters (128 bits), EIP-4361 wants ≥ 8 alphanumerics. */
export const ZNonce = z.string().regex(/^[a-zA-Z0-9]{17,96}$/);

/** Bearer token: 32 random bytes, base64url. Only its hash is stored. */
export const ZSessionToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Email verification token from the /verify/{token} link; same shape as a session token. */
export const ZVerificationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, {
    error: AUTH_ERRORS.invalidVerificationToken,
  });
