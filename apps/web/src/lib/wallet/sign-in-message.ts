import { SIGN_IN_STATEMENT, SIGN_IN_MAX_TTL_MS, SIGN_IN_VERSION } from "@meshlink/domain/auth/sign-in-rules";
import type { Address } from "viem";
import { createSiweMessage } from "viem/siwe";

type SignInMessageInput = { address: Address; chainId: number; nonce: string; now?: Date };

/**
 * The EIP-4361 message the wallet signs (https://eips.ethereum.org/EIPS/eip-4361). The server checks
 * domain and URI against its own PUBLIC_URL, so both come from the page the user is on.
 */
export function buildSignInMessage({ address, chainId, nonce, now = new Date() }: SignInMessageInput) {
  return createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId,
    nonce,
    version: SIGN_IN_VERSION,
    statement: SIGN_IN_STATEMENT,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_MAX_TTL_MS),
  });
}
