import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZAddress } from "../entities/address.ts";
import { ZEmail } from "../validation/email.ts";
import { ZSignature } from "./auth-fields.ts";
import { ZCurrentUser } from "./current-user.types.ts";

// Admins are made only by the seed or `npm run user:admin -w apps/server -- <address>`.
export const REGISTRABLE_USER_TYPES = ["creator", "studio"] as const;
export const ZRegistrableUserType = z.enum(REGISTRABLE_USER_TYPES, {
  error: "Type must be creator or studio",
});

export const ZUserName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(100, { error: "Name can be at most 100 characters" });

/**
 * POST /api/auth/register: the wallet is proven by a signature /api/auth/verify accepted for
 * `address`. 201 with the new, unverified user; a verification link is mailed. 409 when the email
 * or wallet is already registered.
 */
export const ZRegisterRequest = z.object({
  name: ZUserName,
  email: ZEmail,
  type: ZRegistrableUserType,
  address: ZAddress,
  signature: ZSignature,
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResponse = zApiSuccess(ZCurrentUser);
