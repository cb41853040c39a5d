import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { authNonces, sessions, signIns, userAddresses } from "../schema.ts";

// Sign-in nonces, verified sign-ins and sessions (docs/decisions/003-auth.md). Secrets arrive
// hashed; expiry is by the database clock, so server clocks cannot disagree.

/** Stores a nonce valid for `ttlSeconds`, and drops those an hour past their expiry. */
export async function insertNonce(db: Db, nonce: string, ttlSeconds: number) {
  await db.insert(authNonces).values({ nonce, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
  await db.delete(authNonces).where(lt(authNonces.expiresAt, sql`now() - interval '1 hour'`));
}

/**
 * Marks an issued, unexpired, unused nonce as used; true when it was. One UPDATE … RETURNING, so of
 * two concurrent uses exactly one gets `true`.
 */
export async function markNonceUsed(db: Db, nonce: string): Promise<boolean> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, sql`now()`)))
    .returning({ nonce: authNonces.nonce });
  return used.length === 1;
}

/** Records a verified sign-in; the same signature again changes nothing. */
export async function insertSignIn(db: Db, signIn: typeof signIns.$inferInsert) {
  await db.insert(signIns).values(signIn).onConflictDoNothing({ target: signIns.signatureHash });
}

/** The unexpired, unrevoked sign-in of `address` with this signature hash. */
export async function findValidSignIn(db: Db, address: string, signatureHash: string) {
  const [row] = await db
    .select({ id: signIns.id })
    .from(signIns)
    .where(
      and(
        eq(signIns.signatureHash, signatureHash),
        eq(signIns.address, address),
        isNull(signIns.revokedAt),
        gt(signIns.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSignIn(db: Db, id: string) {
  await db
    .update(signIns)
    .set({ revokedAt: sql`now()` })
    .where(eq(signIns.id, id));
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/** The live (unexpired, unrevoked) session of a token hash. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    );
  return session;
}

export async function revokeSession(db: Db, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/**
 * The hash of the signature a wallet last logged in with (spec section 3), or null to forget it;
 * `userId` restricts it to that user's wallet.
 */
export async function setLoginSignature(
  db: Db,
  wallet: { address: string; userId?: string },
  signatureHash: string | null,
) {
  const ofWallet = eq(userAddresses.address, wallet.address);
  await db
    .update(userAddresses)
    .set({ loginSignatureHash: signatureHash })
    .where(wallet.userId === undefined ? ofWallet : and(ofWallet, eq(userAddresses.userId, wallet.userId)));
}
