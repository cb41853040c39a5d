import { EVM_CHAINS, LOCAL_CHAIN_ID } from "../chains.ts";

// EIP-4361 sign-in (https://eips.ethereum.org/EIPS/eip-4361) as MeshLink accepts it; the server
// checks every rule, the web builds its message to match (docs/decisions/003-auth.md).

/** The sentence shown in the wallet (spec section 9: "the messages to sign … are fixed sentences"). */
export const SIGN_IN_STATEMENT = "Sign in to MeshLink with your wallet.";

export const SIGN_IN_VERSION = "1";

/** A nonce from GET /api/auth/nonce can be used once, within this time. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/** A verified signature can be exchanged for a session (POST /api/auth/login) for at most this long. */
export const SIGN_IN_MAX_TTL_MS = 24 * 60 * 60 * 1000;

/** Tolerated clock difference between wallet and server for `issuedAt`. */
export const SIGN_IN_CLOCK_SKEW_MS = 60 * 1000;

/** An email verification link works once, within this time. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Chain ids an EIP-4361 message may name: the local chain plus every EVM chain MeshLink knows.
 * Everscale has none; its wallets sign another message (everscale-sign-in-message.ts).
 */
export const SIGN_IN_CHAIN_IDS: readonly number[] = [
  ...new Set([
    LOCAL_CHAIN_ID,
    ...EVM_CHAINS.flatMap((chain) => [chain.chainId.test, chain.chainId.production]),
  ]),
];

export const isSignInChainId = (chainId: number): boolean => SIGN_IN_CHAIN_IDS.includes(chainId);
