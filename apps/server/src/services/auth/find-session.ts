import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { sessions } from "../../db/schema.ts";
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
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashSecret(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
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
