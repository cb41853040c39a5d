import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { VerifiedEmail } from "@meshlink/domain/auth/verify-email.types";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { emailVerifications, users } from "../../db/schema.ts";
import { hashSecret } from "../auth/secrets.ts";
import { ServiceError } from "../service-error.ts";

/** Spends a /verify/{token} link (once, before it expires) and marks that email as verified. */
export async function verifyEmail({ db }: { db: Db }, token: string): Promise<VerifiedEmail> {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashSecret(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!link) throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidVerificationToken);
  // Only the address the link was sent to; a user who changed email since needs a new link.
  const verified = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
    .returning({ id: users.id });
  if (verified.length === 0) throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidVerificationToken);
  return { email: link.email, emailVerified: true };
}
