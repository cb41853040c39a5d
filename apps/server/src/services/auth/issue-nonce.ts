import { NONCE_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import type { Db } from "../../db/database.ts";
import { insertNonce } from "../../db/queries/sign-ins.ts";
import { randomNonce } from "./secrets.ts";

/** A fresh EIP-4361 nonce, stored so /verify can accept it once within NONCE_TTL_MS. */
export async function issueNonce({ db }: { db: Db }): Promise<string> {
  const nonce = randomNonce();
  // Expiry by the database clock, like the check in consumeNonce, so server clocks cannot disagree.
  // Nonces past their expiry are useless; dropping them here keeps the table small without a job.
  await insertNonce(db, nonce, NONCE_TTL_MS / 1000);
  return nonce;
}
