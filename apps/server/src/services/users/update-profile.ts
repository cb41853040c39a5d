import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { ZUpdateProfileRequest } from "@meshlink/domain/user-settings.types";
import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import {
  issueVerificationLink,
  mailVerificationLink,
  type VerificationMailDeps,
} from "./email-verification-link.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { clashingName } from "./name-skeleton.ts";
import { violatedUniqueConstraint } from "./unique-violation.ts";
import { fieldRefusal } from "../service-error.ts";

// The advisory lock register-user.ts takes around its name check ("MLnm"): a rename and a
// registration compare names one at a time, so two look-alikes cannot both get in.
const USER_NAMES_LOCK = 0x4d4c6e6d;

type UpdateProfileInput = z.output<typeof ZUpdateProfileRequest>;

/**
 * PATCH /api/users/me: the fields sent, in one transaction. A new email is stored unverified and
 * gets a verification link by mail, as at registration; the old address stops counting as verified.
 */
export async function updateProfile(
  deps: VerificationMailDeps & { db: Db },
  userId: string,
  input: UpdateProfileInput,
): Promise<CurrentUser> {
  let changed: { name: string; link: Awaited<ReturnType<typeof issueVerificationLink>> | null };
  try {
    changed = await deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!user) throw new Error(`user ${userId} vanished during a settings change`);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.name !== undefined && input.name !== user.name) {
        await tx.execute(sql`select pg_advisory_xact_lock(${USER_NAMES_LOCK})`);
        const others = await tx.select({ name: users.name }).from(users).where(ne(users.id, userId));
        const names = others.map((row) => row.name);
        if (clashingName(input.name, names)) throw fieldRefusal("CONFLICT", "name", NAME_MESSAGES.taken);
        changes.name = input.name;
      }
      if (input.description !== undefined) changes.description = input.description || null;
      if (input.portfolio !== undefined) changes.portfolio = input.portfolio || null;
      const email = input.email?.toLowerCase();
      if (email !== undefined && email !== user.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, userId)));
        if (taken) throw fieldRefusal("CONFLICT", "email", AUTH_ERRORS.emailTaken);
        changes.email = email;
        changes.emailVerifiedAt = null;
      }
      if (Object.keys(changes).length > 0) {
        await tx
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      }
      const link = changes.email ? await issueVerificationLink(tx, { userId, email: changes.email }) : null;
      return { name: changes.name ?? user.name, link };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (violatedUniqueConstraint(error) === "users_email_unique")
      throw fieldRefusal("CONFLICT", "email", AUTH_ERRORS.emailTaken);
    throw error;
  }
  if (changed.link) await mailVerificationLink(deps, { ...changed.link, name: changed.name });
  const user = await loadCurrentUser(deps, userId);
  if (!user) throw new Error(`user ${userId} vanished after a settings change`);
  return user;
}
