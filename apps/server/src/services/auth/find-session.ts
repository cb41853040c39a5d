import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { Db } from "../../db/database.ts";
import { findLiveSession } from "../../db/queries/sign-ins.ts";
import { loadCurrentUser } from "../users/load-current-user.ts";
import { hashSecret } from "./secrets.ts";

/** Who is behind a bearer token: the session and its user. */
export type SignedIn = {
  sessionId: string;
  signInId: string | null;
  /** The wallet the session was opened with. */
  address: string;
  expiresAt: Date;
  user: CurrentUser;
};

/** The live (unexpired, unrevoked) session of a bearer token, or null. */
export async function findSession({ db }: { db: Db }, token: string): Promise<SignedIn | null> {
  const session = await findLiveSession(db, hashSecret(token));
  if (!session) return null;
  const user = await loadCurrentUser({ db }, session.userId);
  if (!user) return null;
  return {
    sessionId: session.id,
    signInId: session.signInId,
    address: session.address,
    expiresAt: session.expiresAt,
    user,
  };
}
