import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { SIGN_IN_MAX_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import type { EverscaleVerifyRequest, EvmVerifyRequest } from "@meshlink/domain/auth/verify.types";
import type { Hex } from "viem";
import type { Db } from "../../db/database.ts";
import { findUserIdByAddress, loadCurrentUser } from "../users/load-current-user.ts";
import { checkEverscaleSignInMessage } from "./check-everscale-sign-in-message.ts";
import { checkSignInMessage } from "./check-sign-in-message.ts";
import { consumeNonce } from "./consume-nonce.ts";
import { everscaleWalletAddress } from "./everscale-wallet-address.ts";
import { recordSignIn } from "./sign-ins.ts";
import { isEverscaleSignature } from "./verify-everscale-signature.ts";
import { verifySignature, type SignatureDeps } from "./verify-signature.ts";
import { ServiceError } from "../service-error.ts";

type VerifySignInDeps = SignatureDeps & { db: Db; publicUrl: string; now?: () => Date };

/** What a checked message and signature leave for the rest of the sign-in. */
type Signed = { nonce: string; expirationTime: Date | undefined; chainId: number | null };

/**
 * POST /api/auth/verify: checks the signed message of an EVM (EIP-4361) or an Everscale wallet,
 * spends its nonce and records the sign-in. Answers the user, or `null` when the wallet is not
 * registered yet (it may now register).
 */
export async function verifySignIn(
  deps: VerifySignInDeps,
  input: EvmVerifyRequest | EverscaleVerifyRequest,
): Promise<{ user: CurrentUser | null }> {
  const now = deps.now?.() ?? new Date();
  const signed =
    input.walletKind === "everscale"
      ? await checkEverscaleSignIn(deps, input, now)
      : await checkEvmSignIn(deps, input, now);
  // Last, so a forged or malformed submission cannot burn someone else's nonce.
  if (!(await consumeNonce(deps, signed.nonce)))
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.invalidNonce);

  const address = input.address.toLowerCase();
  const latest = now.getTime() + SIGN_IN_MAX_TTL_MS;
  const expiresAt = new Date(Math.min(signed.expirationTime?.getTime() ?? latest, latest));
  await recordSignIn(deps, { address, signature: input.signature, chainId: signed.chainId, expiresAt });

  const userId = await findUserIdByAddress(deps, address);
  return { user: userId ? await loadCurrentUser(deps, userId) : null };
}

async function checkEvmSignIn(deps: VerifySignInDeps, input: EvmVerifyRequest, now: Date): Promise<Signed> {
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
  if (!signed) throw new ServiceError("INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
  return message;
}

/**
 * The key signed the message, and the address is the wallet that key controls: the standard wallet
 * contract's address derived from the key (docs/decisions/022-everscale.md). The signature is checked
 * first, so a forged request costs no address derivation.
 */
async function checkEverscaleSignIn(
  deps: VerifySignInDeps,
  input: EverscaleVerifyRequest,
  now: Date,
): Promise<Signed> {
  const message = checkEverscaleSignInMessage(input.message, {
    address: input.address,
    publicUrl: deps.publicUrl,
    now,
  });
  if (!isEverscaleSignature(input)) throw new ServiceError("INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
  if ((await everscaleWalletAddress(input.publicKey, input.contractType)) !== input.address)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.addressNotOfPublicKey);
  return { ...message, chainId: null };
}
