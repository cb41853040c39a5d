import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { authNonces } from "../../db/schema.ts";

/**
 * Marks an issued, unexpired, unused nonce as used. One UPDATE … RETURNING, so of two concurrent
 * sign-ins with the same nonce exactly one gets `true`.
 */
export async function consumeNonce({ db }: { db: Db }, nonce: string): Promise<boolean> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, sql`now()`)))
    .returning({ nonce: authNonces.nonce });
  return used.length === 1;
}
