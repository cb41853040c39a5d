import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZWalletAddress } from "../entities/wallet-address.ts";
import { ZDisplayName } from "../validation/display-name.ts";
import { ZEmail } from "../validation/email.ts";
import { ZSignature } from "./auth-fields.ts";
import { ZCurrentUser } from "./current-user.types.ts";

// Admins are made only by the seed or `npm run user:admin -w apps/server -- <address>`.
const REGISTRABLE_USER_TYPES = ["creator", "studio"] as const;
const ZRegistrableUserType = z.enum(REGISTRABLE_USER_TYPES, {
  error: "Type must be creator or studio",
});

/**
 * POST /api/auth/register: the wallet is proven by a signature /api/auth/verify accepted for
 * `address`. 201 with the new, unverified user; a verification link is mailed. 409 when the email
 * or wallet is already registered, or another user's name reads the same (NAME_MESSAGES.taken).
 */
export const ZRegisterRequest = z.object({
  name: ZDisplayName,
  email: ZEmail,
  type: ZRegistrableUserType,
  address: ZWalletAddress,
  signature: ZSignature,
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResponse = zApiSuccess(ZCurrentUser);
