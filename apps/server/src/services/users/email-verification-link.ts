import { EMAIL_VERIFICATION_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import type { Db } from "../../db/database.ts";
import { insertEmailVerification } from "../../db/queries/users.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashSecret, randomToken } from "../auth/secrets.ts";
import { verificationEmail } from "./verification-email.ts";

/** A single-use /verify/{token} link for `email`, stored (hashed) with the change that needs it. */
export async function issueVerificationLink(tx: Db, input: { userId: string; email: string }) {
  const token = randomToken();
  await insertEmailVerification(tx, {
    tokenHash: hashSecret(token),
    userId: input.userId,
    email: input.email,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  return { ...input, token };
}

export type VerificationMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  logger: { error: (details: object, message: string) => void };
};

/**
 * Mails the link as registration does, after the change is committed; false when the mail could
 * not be sent (logged). The change stands either way: the user can ask for the link again.
 */
export async function mailVerificationLink(
  deps: VerificationMailDeps,
  link: { userId: string; email: string; name: string; token: string },
): Promise<boolean> {
  const { email: to, name, token } = link;
  try {
    await deps.mailer.send(verificationEmail({ to, name, publicUrl: deps.publicUrl, token }));
    return true;
  } catch (error) {
    deps.logger.error({ err: error, userId: link.userId }, "verification mail failed");
    return false;
  }
}
