import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { ZUpdateProfileRequest } from "@meshlink/domain/user-settings.types";
import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findUserIdByEmail, lockUser, lockUserNames, updateUser } from "../../db/queries/users.ts";
import type { users } from "../../db/schema.ts";
import {
  issueVerificationLink,
  mailVerificationLink,
  type VerificationMailDeps,
} from "./email-verification-link.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { clashingName } from "./name-skeleton.ts";
import { violatedUniqueConstraint } from "./unique-violation.ts";
import { fieldRefusal } from "../service-error.ts";

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
      const user = await lockUser(tx, userId);
      if (!user) throw new Error(`user ${userId} vanished during a settings change`);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.name !== undefined && input.name !== user.name) {
        // A rename and a registration compare names one at a time, so two look-alikes cannot both get in.
        if (clashingName(input.name, await lockUserNames(tx, userId)))
          throw fieldRefusal("CONFLICT", "name", NAME_MESSAGES.taken);
        changes.name = input.name;
      }
      if (input.description !== undefined) changes.description = input.description || null;
      if (input.portfolio !== undefined) changes.portfolio = input.portfolio || null;
      const email = input.email?.toLowerCase();
      if (email !== undefined && email !== user.email) {
        if (await findUserIdByEmail(tx, email, userId))
          throw fieldRefusal("CONFLICT", "email", AUTH_ERRORS.emailTaken);
        changes.email = email;
        changes.emailVerifiedAt = null;
      }
      if (Object.keys(changes).length > 0) {
        await updateUser(tx, userId, changes);
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
