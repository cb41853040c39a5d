import { SETTINGS_ERRORS } from "@meshlink/domain/user-settings.types";
import type { Db } from "../../db/database.ts";
import { lockUser } from "../../db/queries/users.ts";
import {
  issueVerificationLink,
  mailVerificationLink,
  type VerificationMailDeps,
} from "./email-verification-link.ts";
import { ServiceError } from "../service-error.ts";

const MAIL_FAILED = "The verification mail could not be sent: please try again later";

/**
 * POST /api/users/me/verification-email: a new link for the current, unverified address. Earlier
 * links stay valid until they expire; each verifies only the address it was sent to.
 */
export async function resendVerification(
  deps: VerificationMailDeps & { db: Db },
  userId: string,
): Promise<{ email: string }> {
  const { link, name } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error(`user ${userId} vanished while asking for a verification mail`);
    if (user.emailVerifiedAt) throw new ServiceError("CONFLICT", SETTINGS_ERRORS.emailAlreadyVerified);
    return { name: user.name, link: await issueVerificationLink(tx, { userId, email: user.email }) };
  });
  // Here the mail is the whole answer, so its failure is the caller's to see.
  if (!(await mailVerificationLink(deps, { ...link, name })))
    throw new ServiceError("UNAVAILABLE", MAIL_FAILED);
  return { email: link.email };
}
