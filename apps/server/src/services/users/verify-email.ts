import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { VerifiedEmail } from "@meshlink/domain/auth/verify-email.types";
import type { Db } from "../../db/database.ts";
import { markEmailVerified, spendEmailVerification } from "../../db/queries/users.ts";
import { hashSecret } from "../auth/secrets.ts";
import { ServiceError } from "../service-error.ts";

/** Spends a /verify/{token} link (once, before it expires) and marks that email as verified. */
export async function verifyEmail({ db }: { db: Db }, token: string): Promise<VerifiedEmail> {
  const link = await spendEmailVerification(db, hashSecret(token));
  if (!link) throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidVerificationToken);
  // Only the address the link was sent to; a user who changed email since needs a new link.
  if (!(await markEmailVerified(db, link.userId, link.email)))
    throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidVerificationToken);
  return { email: link.email, emailVerified: true };
}
