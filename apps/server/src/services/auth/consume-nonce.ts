import type { Db } from "../../db/database.ts";
import { markNonceUsed } from "../../db/queries/sign-ins.ts";

/**
 * Marks an issued, unexpired, unused nonce as used. One UPDATE … RETURNING, so of two concurrent
 * sign-ins with the same nonce exactly one gets `true`.
 */
export async function consumeNonce({ db }: { db: Db }, nonce: string): Promise<boolean> {
  return markNonceUsed(db, nonce);
}
