import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { EMAIL_VERIFICATION_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import type { Db } from "../../db/database.ts";
import {
  findUserIdByEmail,
  findWalletUserId,
  insertEmailVerification,
  insertUser,
  lockUserNames,
} from "../../db/queries/users.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashSecret, randomToken } from "../auth/secrets.ts";
import { findValidSignIn } from "../auth/sign-ins.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { clashingName } from "./name-skeleton.ts";
import { violatedUniqueConstraint } from "./unique-violation.ts";
import { verificationEmail } from "./verification-email.ts";
import { ServiceError } from "../service-error.ts";

type RegisterDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: { error: (details: object, message: string) => void };
};

/**
 * POST /api/auth/register: creates an unverified creator or studio for a wallet proven by a
 * verified sign-in, and mails the /verify/{token} link. Admins are never made here. The name
 * (normalised by ZDisplayName) must not read the same as another user's.
 */
export async function registerUser(
  deps: RegisterDeps,
  input: { name: string; email: string; type: "creator" | "studio"; address: string; signature: string },
): Promise<CurrentUser> {
  const { db } = deps;
  if (!(await findValidSignIn(deps, input)))
    throw new ServiceError("INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
  const email = input.email.toLowerCase();
  if (await findWalletUserId(db, input.address)) throw new ServiceError("CONFLICT", AUTH_ERRORS.walletTaken);
  if (await findUserIdByEmail(db, email)) throw new ServiceError("CONFLICT", AUTH_ERRORS.emailTaken);

  const token = randomToken();
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      // One registration at a time compares names, so two look-alikes cannot both get in.
      if (clashingName(input.name, await lockUserNames(tx)))
        throw new ServiceError("CONFLICT", NAME_MESSAGES.taken);
      const id = await insertUser(tx, {
        name: input.name,
        email,
        type: input.type,
        defaultAddress: input.address,
      });
      await insertEmailVerification(tx, {
        tokenHash: hashSecret(token),
        userId: id,
        email,
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
      });
      return id;
    });
  } catch (error) {
    // A concurrent registration got there between the checks above and the insert.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === "users_email_unique") throw new ServiceError("CONFLICT", AUTH_ERRORS.emailTaken);
    if (constraint === "user_addresses_pkey") throw new ServiceError("CONFLICT", AUTH_ERRORS.walletTaken);
    throw error;
  }

  // The account exists either way; a mail failure is logged, not turned into a failed registration.
  await deps.mailer
    .send(verificationEmail({ to: email, name: input.name, publicUrl: deps.publicUrl, token }))
    .catch((error: unknown) => deps.logger.error({ err: error, userId }, "verification mail failed"));

  const user = await loadCurrentUser(deps, userId);
  if (!user) throw new Error(`user ${userId} vanished after registration`);
  return user;
}
