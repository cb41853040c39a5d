import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import {
  createEverscaleSignInMessage,
  parseEverscaleSignInMessage,
} from "@meshlink/domain/auth/everscale-sign-in-message";
import { checkSiteAndWording, checkTimes } from "./check-sign-in-fields.ts";
import { ServiceError } from "../service-error.ts";

/** The fields of an accepted Everscale sign-in message that the rest of the sign-in needs. */
type EverscaleSignInMessage = { address: string; nonce: string; expirationTime: Date | undefined };

/**
 * Every rule of an Everscale sign-in message that needs no key or database, the same as an EIP-4361
 * message's but the chain (checkSignInMessage): its address, this deployment's site, the statement,
 * version and times, then canonical form. Throws a ServiceError naming the first broken rule.
 */
export function checkEverscaleSignInMessage(
  text: string,
  expected: { address: string; publicUrl: string; now: Date },
): EverscaleSignInMessage {
  const message = parseEverscaleSignInMessage(text);
  if (!message) throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
  // The raw form is compared as written: a wallet shows it lowercase, and the canonical check below
  // would refuse any other spelling anyway.
  if (message.address !== expected.address)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.addressMismatch);
  checkSiteAndWording(message, expected);
  checkTimes(message, expected);
  // Exactly what the web writes for these fields: no odd date spelling, no second reading.
  if (createEverscaleSignInMessage(message) !== text)
    throw new ServiceError("INVALID_REQUEST", AUTH_ERRORS.invalidMessage);
  return { address: message.address, nonce: message.nonce, expirationTime: message.expirationTime };
}
