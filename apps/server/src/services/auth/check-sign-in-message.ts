import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { isSignInChainId } from "@meshlink/domain/auth/sign-in-rules";
import { isSameAddress } from "@meshlink/domain/entities/address";
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from "viem/siwe";
import { checkSiteAndWording, checkTimes } from "./check-sign-in-fields.ts";
import { ServiceError } from "../service-error.ts";

/** The fields of an accepted sign-in message that the rest of the sign-in needs. */
type SignInMessage = {
  address: `0x${string}`;
  chainId: number;
  nonce: string;
  expirationTime: Date | undefined;
};

/**
 * Every EIP-4361 rule that needs no database or chain (https://eips.ethereum.org/EIPS/eip-4361):
 * address, domain, scheme and URI of this deployment, the statement the wallet showed, version,
 * chain, times, then canonical form.
 * Throws a ServiceError naming the first broken rule.
 */
export function checkSignInMessage(
  text: string,
  expected: { address: string; publicUrl: string; now: Date },
): SignInMessage {
  const message = parseFields(text);

  if (!isSameAddress(message.address, expected.address))
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.addressMismatch);
  checkSiteAndWording(message, expected);
  if (!isSignInChainId(message.chainId))
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.unsupportedChain);
  checkTimes(message, expected);
  // viem's own validation as a second opinion; the checks above give the precise reasons.
  const domain = new URL(expected.publicUrl).host;
  if (!validateSiweMessage({ message, address: message.address, domain, time: expected.now }))
    throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
  assertCanonical(message, text);

  return {
    address: message.address,
    chainId: message.chainId,
    nonce: message.nonce,
    expirationTime: message.expirationTime,
  };
}

function parseFields(text: string) {
  const fields = parseSiweMessage(text);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields;
  if (!address || chainId === undefined || !domain || !nonce || !uri || !version || !issuedAt)
    throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
  return { ...fields, address, chainId, domain, nonce, uri, version, issuedAt };
}

/**
 * The message must be exactly what `createSiweMessage` writes for its fields, so no repeated field,
 * trailing text or odd spacing can make two readers see different messages.
 */
function assertCanonical(message: ReturnType<typeof parseFields>, text: string) {
  let canonical: string | undefined;
  try {
    canonical = createSiweMessage(message);
  } catch {
    // Falls through: a field createSiweMessage refuses (e.g. a bad address checksum).
  }
  if (canonical !== text) throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
}
