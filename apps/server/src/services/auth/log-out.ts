import { isSameAddress } from "@meshlink/domain/entities/address";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { sessions, signIns, userAddresses } from "../../db/schema.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import type { SignedIn } from "./find-session.ts";

/**
 * POST /api/auth/logout: revokes the bearer token and, when `address` is the session's wallet, the
 * sign-in it was opened with, so the stored login signature no longer logs in (spec section 4).
 * Every server closes the live connections the session opened.
 */
export async function logOut(
  { db, bus }: { db: Db; bus: EventBus },
  signedIn: SignedIn,
  address: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, signedIn.sessionId));
  await bus.publish({ endedSessionId: signedIn.sessionId });
  if (!isSameAddress(address, signedIn.address)) return;
  if (signedIn.signInId) {
    await db
      .update(signIns)
      .set({ revokedAt: sql`now()` })
      .where(eq(signIns.id, signedIn.signInId));
  }
  await db
    .update(userAddresses)
    .set({ loginSignatureHash: null })
    .where(and(eq(userAddresses.address, signedIn.address), eq(userAddresses.userId, signedIn.user._id)));
}
