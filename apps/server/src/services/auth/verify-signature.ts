import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { verifyMessage, type Hex, type PublicClient } from "viem";
import { isHighSSignature } from "./high-s-signature.ts";
import { ServiceError } from "../service-error.ts";

/** What contract-wallet checks need of a chain client (viem's public `verifyMessage`). */
export type SignatureClient = Pick<PublicClient, "verifyMessage">;

export type SignatureDeps = {
  /** A client for the message's chain, when the server talks to it; none: only EOAs can sign in. */
  signatureClientFor?: (chainId: number) => SignatureClient | undefined;
  /** How long a contract-wallet check may take; a slow node must not stall logins. */
  signatureTimeoutMs?: number;
};

const DEFAULT_SIGNATURE_TIMEOUT_MS = 5_000;

/**
 * Whether `address` signed `message`: first as an externally owned account (local ecrecover, no
 * network); otherwise through the chain, which covers ERC-1271 contract wallets and ERC-6492
 * signatures of wallets not deployed yet. A high-s ECDSA signature is refused on both paths: it is a
 * second encoding of one signature, which the chain's ecrecover would also accept. Throws an
 * UNAUTHENTICATED ServiceError when the chain does not answer in time.
 */
export async function verifySignature(
  deps: SignatureDeps,
  input: { address: Hex; message: string; signature: Hex; chainId: number },
): Promise<boolean> {
  const { address, message, signature } = input;
  if (isHighSSignature(signature)) return false;
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true;

  const client = deps.signatureClientFor?.(input.chainId);
  if (!client) return false;
  const timeoutMs = deps.signatureTimeoutMs ?? DEFAULT_SIGNATURE_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.signatureCheckTimeout)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([client.verifyMessage({ address, message, signature }), timeout]);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    return false;
  } finally {
    clearTimeout(timer);
  }
}
