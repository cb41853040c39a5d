import { AUTH_ERROR_CODES, AUTH_ERRORS, wrongSiteMessage } from "@meshlink/domain/auth/auth-errors";
import {
  isSignInChainId,
  SIGN_IN_CLOCK_SKEW_MS,
  SIGN_IN_STATEMENT,
  SIGN_IN_VERSION,
} from "@meshlink/domain/auth/sign-in-rules";
import { isSameAddress } from "@meshlink/domain/entities/address";
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from "viem/siwe";
import { AuthError } from "./auth-error.ts";

/** The fields of an accepted sign-in message that the rest of the sign-in needs. */
export type SignInMessage = {
  address: `0x${string}`;
  chainId: number;
  nonce: string;
  expirationTime: Date | undefined;
};

/**
 * Every EIP-4361 rule that needs no database or chain (https://eips.ethereum.org/EIPS/eip-4361):
 * address, domain, scheme and URI of this deployment, the statement the wallet showed, version,
 * chain, times, then canonical form.
 * Throws an AuthError naming the first broken rule.
 */
export function checkSignInMessage(
  text: string,
  expected: { address: string; publicUrl: string; now: Date },
): SignInMessage {
  const message = parseFields(text);
  const refuse = (reason: string) => new AuthError(401, reason);
  const site = new URL(expected.publicUrl);
  const now = expected.now.getTime();

  if (!isSameAddress(message.address, expected.address)) throw refuse(AUTH_ERRORS.addressMismatch);
  // Another domain, scheme or URI means the page was opened at another address than PUBLIC_URL
  // (127.0.0.1 for localhost, another port): the user needs to be told where sign-in works.
  const otherSite =
    message.domain !== site.host ||
    (message.scheme !== undefined && `${message.scheme}:` !== site.protocol) ||
    (message.uri !== site.origin && message.uri !== `${site.origin}/`);
  if (otherSite) throw new AuthError(401, wrongSiteMessage(expected.publicUrl), AUTH_ERROR_CODES.wrongSite);
  // What the user read in the wallet is what they agreed to: another site's wording is not a sign-in here.
  if (message.statement !== SIGN_IN_STATEMENT) throw refuse(AUTH_ERRORS.wrongStatement);
  if (message.version !== SIGN_IN_VERSION) throw refuse(AUTH_ERRORS.unsupportedVersion);
  if (!isSignInChainId(message.chainId)) throw refuse(AUTH_ERRORS.unsupportedChain);
  if (message.issuedAt.getTime() > now + SIGN_IN_CLOCK_SKEW_MS) throw refuse(AUTH_ERRORS.issuedInFuture);
  if (message.expirationTime && message.expirationTime.getTime() <= now) throw refuse(AUTH_ERRORS.expired);
  if (message.notBefore && message.notBefore.getTime() > now) throw refuse(AUTH_ERRORS.notYetValid);
  // viem's own validation as a second opinion; the checks above give the precise reasons.
  if (!validateSiweMessage({ message, address: message.address, domain: site.host, time: expected.now }))
    throw new AuthError(400, AUTH_ERRORS.invalidMessage);
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
    throw new AuthError(400, AUTH_ERRORS.invalidMessage);
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
  if (canonical !== text) throw new AuthError(400, AUTH_ERRORS.invalidMessage);
}
