import { NONCE_TTL_MS, SIGN_IN_STATEMENT, SIGN_IN_VERSION } from "@meshlink/domain/auth/sign-in-rules";
import { addWalletRequestId } from "@meshlink/domain/user-settings.types";
import { getAddress, type Address } from "viem";
import { createSiweMessage } from "viem/siwe";

type AddWalletMessageInput = { address: Address; chainId: number; nonce: string; userId: string; now?: Date };

/**
 * The sign-in message (lib/wallet/sign-in-message.ts, EIP-4361) with the Request ID that ties it
 * to this account: the server adds the wallet only for the user it names. It is signed and sent at
 * once, so it expires with its nonce.
 */
export function buildAddWalletMessage({
  address,
  chainId,
  nonce,
  userId,
  now = new Date(),
}: AddWalletMessageInput) {
  return createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address: getAddress(address),
    chainId,
    nonce,
    version: SIGN_IN_VERSION,
    statement: SIGN_IN_STATEMENT,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + NONCE_TTL_MS),
    requestId: addWalletRequestId(userId),
  });
}
