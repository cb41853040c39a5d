import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { addWalletRequestId, SETTINGS_ERRORS } from "@meshlink/domain/user-settings.types";
import type { Hex } from "viem";
import { parseSiweMessage } from "viem/siwe";
import type { Db } from "../../db/database.ts";
import { findWalletUserId, insertUserWallet } from "../../db/queries/users.ts";
import { checkSignInMessage } from "../auth/check-sign-in-message.ts";
import { consumeNonce } from "../auth/consume-nonce.ts";
import { verifySignature, type SignatureDeps } from "../auth/verify-signature.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { ServiceError, fieldRefusal } from "../service-error.ts";

type AddWalletDeps = SignatureDeps & { db: Db; publicUrl: string; now?: () => Date };

/**
 * POST /api/users/me/addresses: another wallet for the signed-in user, proven as a sign-in is
 * (docs/decisions/003-auth.md: EIP-4361 message of this site, signature, single-use nonce), with the
 * Request ID naming this user. A wallet of another user is refused (409); one already the user's
 * is answered as added (`added: false`).
 */
export async function addWallet(
  deps: AddWalletDeps,
  userId: string,
  input: { message: string; signature: string; address: string },
): Promise<{ user: CurrentUser; added: boolean }> {
  await proveControl(deps, userId, input);
  const address = input.address.toLowerCase();
  const added = await deps.db.transaction(async (tx) => {
    if (await insertUserWallet(tx, userId, address)) return true;
    if ((await findWalletUserId(tx, address)) !== userId)
      throw new ServiceError("CONFLICT", SETTINGS_ERRORS.walletOfAnotherUser);
    return false;
  });
  const user = await loadCurrentUser(deps, userId);
  if (!user) throw new Error(`user ${userId} vanished after adding a wallet`);
  return { user, added };
}

// The caller is signed in, so a bad message or signature is a bad request (400), not a missing
// session (401, which clients read as "sign in again").
async function proveControl(
  deps: AddWalletDeps,
  userId: string,
  input: { message: string; signature: string; address: string },
) {
  const now = deps.now?.() ?? new Date();
  try {
    const message = checkSignInMessage(input.message, { ...input, publicUrl: deps.publicUrl, now });
    if (parseSiweMessage(input.message).requestId !== addWalletRequestId(userId))
      throw fieldRefusal("INVALID_REQUEST", "message", SETTINGS_ERRORS.addWalletMessage);
    const signed = await verifySignature(deps, {
      address: message.address,
      message: input.message,
      signature: input.signature as Hex,
      chainId: message.chainId,
    });
    if (!signed) throw fieldRefusal("INVALID_REQUEST", "signature", AUTH_ERRORS.invalidSignature);
    // Last, so a forged submission cannot burn the nonce.
    if (!(await consumeNonce(deps, message.nonce)))
      throw fieldRefusal("INVALID_REQUEST", "message", AUTH_ERRORS.invalidNonce);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 401)
      throw new ServiceError("INVALID_REQUEST", error.message);
    throw error;
  }
}
