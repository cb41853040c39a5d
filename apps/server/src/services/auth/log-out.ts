import { isSameAddress } from "@meshlink/domain/entities/address";
import type { Db } from "../../db/database.ts";
import { revokeSession, revokeSignIn, setLoginSignature } from "../../db/queries/sign-ins.ts";
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
  await revokeSession(db, signedIn.sessionId);
  await bus.publish({ endedSessionId: signedIn.sessionId });
  if (!isSameAddress(address, signedIn.address)) return;
  if (signedIn.signInId) await revokeSignIn(db, signedIn.signInId);
  await setLoginSignature(db, { address: signedIn.address, userId: signedIn.user._id }, null);
}
