import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { signIns } from "../../db/schema.ts";
import { hashSecret } from "./secrets.ts";

/**
 * Remembers a verified sign-in so its signature can be exchanged for sessions until `expiresAt`.
 * `chainId` is the EIP-4361 message's; null for an Everscale wallet, which signs no chain id.
 */
export async function recordSignIn(
  { db }: { db: Db },
  input: { address: string; signature: string; chainId: number | null; expiresAt: Date },
): Promise<void> {
  await db
    .insert(signIns)
    .values({
      address: input.address,
      signatureHash: hashSecret(input.signature),
      chainId: input.chainId,
      expiresAt: input.expiresAt,
    })
    // The nonce makes every message unique, so a repeat can only be the same sign-in again.
    .onConflictDoNothing({ target: signIns.signatureHash });
}

/** The unexpired, unrevoked sign-in of `address` with this signature, or null. */
export async function findValidSignIn(
  { db }: { db: Db },
  input: { address: string; signature: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: signIns.id })
    .from(signIns)
    .where(
      and(
        eq(signIns.signatureHash, hashSecret(input.signature)),
        eq(signIns.address, input.address),
        isNull(signIns.revokedAt),
        gt(signIns.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}
