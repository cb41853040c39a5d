import { wrongSiteMessage } from "@meshlink/domain/auth/auth-errors";
import type { Session } from "@meshlink/domain/auth/login.types";
import { isSignInChainId } from "@meshlink/domain/auth/sign-in-rules";
import type { VerifyRequest } from "@meshlink/domain/auth/verify.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hex } from "viem";
import { fetchNonce, fetchSignInSite, verifySignIn } from "@/features/auth/api/auth-api";
import { loginWith } from "@/features/auth/login-with-signature";
import { SignInError } from "@/features/auth/sign-in-error";
import { clearLoginSignature, readLoginSignature, saveLoginSignature } from "@/features/auth/session-storage";
import { ApiError } from "@/lib/api-error";
import { buildSignInMessage } from "@/lib/wallet/sign-in-message";

// The address is an EVM (0x…) or an Everscale (0:…) wallet's.
export type SignInOutcome =
  { kind: "signed-in"; session: Session } | { kind: "unregistered"; address: string; signature: string };

type SignInInput = {
  address: Address;
  /** The wallet's chain; when MeshLink does not accept it, `fallbackChainId` (the server's) is named. */
  chainId: number;
  fallbackChainId?: number;
  signMessage: (message: string) => Promise<Hex>;
};

/**
 * Spec section 4 "Wallet auth": log in with the stored signature when there is one; when the server
 * answers "Invalid signature" (or there is none) get a nonce, sign the sign-in message, verify it,
 * and log in with the fresh signature. Failures throw a SignInError carrying the spec's toast text.
 */
export async function signInWithWallet(input: SignInInput): Promise<SignInOutcome> {
  const { address, signMessage, fallbackChainId } = input;
  const chainId = isSignInChainId(input.chainId) ? input.chainId : (fallbackChainId ?? input.chainId);
  return signInWithSignedMessage(address, async (nonce) => {
    const message = buildSignInMessage({ address, chainId, nonce });
    return { message, signature: await signMessage(message), address };
  });
}

/**
 * The sign-in every wallet goes through (EVM above, EVER Wallet in ever-wallet-sign-in.ts): the
 * stored signature first, else a nonce that `sign` turns into this site's message signed by the
 * wallet — the /verify body — then verify and log in. A rejection of `sign` is the wallet's.
 */
export async function signInWithSignedMessage(
  address: string,
  sign: (nonce: string) => Promise<VerifyRequest>,
): Promise<SignInOutcome> {
  const stored = readLoginSignature(address);
  if (stored) {
    const session = await loginWith(address, stored);
    if (session) return { kind: "signed-in", session };
    clearLoginSignature();
  }

  const loginFailed = (cause: unknown) => {
    throw new SignInError(ERROR_MESSAGES.loginFailed, { cause });
  };
  const publicUrl = await fetchSignInSite().catch(loginFailed);
  // The message names this page's address, which the server refuses unless it is PUBLIC_URL: say
  // where to go instead of asking the wallet for a signature that cannot sign in.
  if (new URL(publicUrl).origin !== window.location.origin) throw wrongSite(publicUrl);
  const nonce = await fetchNonce().catch(loginFailed);
  const body = await sign(nonce).catch((cause: unknown) => {
    throw new SignInError(ERROR_MESSAGES.signMessageFailed, { cause });
  });
  const { signature } = body;
  const verified = await verifySignIn(body).catch((cause: unknown) => {
    if (cause instanceof ApiError && cause.code === "WRONG_SITE") throw wrongSite(publicUrl, cause);
    throw new SignInError(ERROR_MESSAGES.fetchUserFailed, { cause, openAuthModal: true });
  });
  try {
    saveLoginSignature(address, signature);
  } catch (cause) {
    throw new SignInError(ERROR_MESSAGES.saveSignatureFailed, { cause });
  }
  if (!verified.registered) return { kind: "unregistered", address, signature };

  const session = await loginWith(address, signature);
  if (!session) throw new SignInError(ERROR_MESSAGES.loginFailed);
  return { kind: "signed-in", session };
}

const wrongSite = (publicUrl: string, cause?: unknown) =>
  new SignInError(wrongSiteMessage(publicUrl), { cause, wrongSiteUrl: publicUrl });
