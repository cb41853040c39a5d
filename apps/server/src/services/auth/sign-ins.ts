import type { Db } from "../../db/database.ts";
import * as signInRows from "../../db/queries/sign-ins.ts";
import { hashSecret } from "./secrets.ts";

/**
 * Remembers a verified sign-in so its signature can be exchanged for sessions until `expiresAt`.
 * `chainId` is the EIP-4361 message's; null for an Everscale wallet, which signs no chain id.
 */
export async function recordSignIn(
  { db }: { db: Db },
  input: { address: string; signature: string; chainId: number | null; expiresAt: Date },
): Promise<void> {
  // The nonce makes every message unique, so a repeat can only be the same sign-in again.
  await signInRows.insertSignIn(db, {
    address: input.address,
    signatureHash: hashSecret(input.signature),
    chainId: input.chainId,
    expiresAt: input.expiresAt,
  });
}

/** The unexpired, unrevoked sign-in of `address` with this signature, or null. */
export async function findValidSignIn(
  { db }: { db: Db },
  input: { address: string; signature: string },
): Promise<{ id: string } | null> {
  return (await signInRows.findValidSignIn(db, input.address, hashSecret(input.signature))) ?? null;
}
