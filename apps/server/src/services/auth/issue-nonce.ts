import { NONCE_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { authNonces } from "../../db/schema.ts";
import { randomNonce } from "./secrets.ts";

/** A fresh EIP-4361 nonce, stored so /verify can accept it once within NONCE_TTL_MS. */
export async function issueNonce({ db }: { db: Db }): Promise<string> {
  const nonce = randomNonce();
  // Expiry by the database clock, like the check in consumeNonce, so server clocks cannot disagree.
  await db.insert(authNonces).values({
    nonce,
    expiresAt: sql`now() + make_interval(secs => ${NONCE_TTL_MS / 1000})`,
  });
  // Nonces past their expiry are useless; dropping them here keeps the table small without a job.
  await db.delete(authNonces).where(lt(authNonces.expiresAt, sql`now() - interval '1 hour'`));
  return nonce;
}
