import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { SIGN_IN_MAX_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import type { Hex } from "viem";
import type { Db } from "../../db/database.ts";
import { findUserIdByAddress, loadCurrentUser } from "../users/load-current-user.ts";
import { AuthError } from "./auth-error.ts";
import { checkSignInMessage } from "./check-sign-in-message.ts";
import { consumeNonce } from "./consume-nonce.ts";
import { recordSignIn } from "./sign-ins.ts";
import { verifySignature, type SignatureDeps } from "./verify-signature.ts";

export type VerifySignInDeps = SignatureDeps & { db: Db; publicUrl: string; now?: () => Date };

/**
 * POST /api/auth/verify: checks the signed EIP-4361 message, spends its nonce and records the
 * sign-in. Answers the user, or `null` when the wallet is not registered yet (it may now register).
 */
export async function verifySignIn(
  deps: VerifySignInDeps,
  input: { message: string; signature: string; address: string },
): Promise<{ user: CurrentUser | null }> {
  const now = deps.now?.() ?? new Date();
  const message = checkSignInMessage(input.message, {
    address: input.address,
    publicUrl: deps.publicUrl,
    now,
  });
  const signed = await verifySignature(deps, {
    address: message.address,
    message: input.message,
    signature: input.signature as Hex,
    chainId: message.chainId,
  });
  if (!signed) throw new AuthError(401, AUTH_ERRORS.invalidSignature);
  // Last, so a forged or malformed submission cannot burn someone else's nonce.
  if (!(await consumeNonce(deps, message.nonce))) throw new AuthError(401, AUTH_ERRORS.invalidNonce);

  const address = input.address.toLowerCase();
  const latest = now.getTime() + SIGN_IN_MAX_TTL_MS;
  const expiresAt = new Date(Math.min(message.expirationTime?.getTime() ?? latest, latest));
  await recordSignIn(deps, { address, signature: input.signature, chainId: message.chainId, expiresAt });

  const userId = await findUserIdByAddress(deps, address);
  return { user: userId ? await loadCurrentUser(deps, userId) : null };
}
