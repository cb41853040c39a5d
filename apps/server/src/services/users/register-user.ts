import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { EMAIL_VERIFICATION_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { emailVerifications, userAddresses, users } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashSecret, randomToken } from "../auth/secrets.ts";
import { findValidSignIn } from "../auth/sign-ins.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { clashingName } from "./name-skeleton.ts";
import { violatedUniqueConstraint } from "./unique-violation.ts";
import { verificationEmail } from "./verification-email.ts";
import { ServiceError } from "../service-error.ts";

// pg_advisory_xact_lock key of the name check ("MLnm").
const USER_NAMES_LOCK = 0x4d4c6e6d;

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
  const [walletTaken] = await db.select().from(userAddresses).where(eq(userAddresses.address, input.address));
  if (walletTaken) throw new ServiceError("CONFLICT", AUTH_ERRORS.walletTaken);
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (emailTaken) throw new ServiceError("CONFLICT", AUTH_ERRORS.emailTaken);

  const token = randomToken();
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      // One registration at a time compares names, so two look-alikes cannot both get in.
      await tx.execute(sql`select pg_advisory_xact_lock(${USER_NAMES_LOCK})`);
      const names = await tx.select({ name: users.name }).from(users);
      if (
        clashingName(
          input.name,
          names.map((row) => row.name),
        )
      )
        throw new ServiceError("CONFLICT", NAME_MESSAGES.taken);
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email, type: input.type, defaultAddress: input.address })
        .returning({ id: users.id });
      if (!user) throw new Error("users insert returned no row");
      await tx.insert(userAddresses).values({ address: input.address, userId: user.id });
      await tx.insert(emailVerifications).values({
        tokenHash: hashSecret(token),
        userId: user.id,
        email,
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
      });
      return user.id;
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
