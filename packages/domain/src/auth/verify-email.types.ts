import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZEmail } from "../validation/email.ts";
import { ZVerificationToken } from "./auth-fields.ts";

/**
 * POST /api/auth/verify-email `{ token }` (or GET with `?token=`): the token from the
 * PUBLIC_URL/verify/{token} link. Single use, 24 hours; otherwise 400
 * "Invalid or expired verification link".
 */
export const ZVerifyEmailRequest = z.object({ token: ZVerificationToken });

const ZVerifiedEmail = z.object({ email: ZEmail, emailVerified: z.literal(true) });
export type VerifiedEmail = z.infer<typeof ZVerifiedEmail>;

export const ZVerifyEmailResponse = zApiSuccess(ZVerifiedEmail);
