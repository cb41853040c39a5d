import { AUTH_ERRORS, wrongSiteMessage } from "@meshlink/domain/auth/auth-errors";
import {
  SIGN_IN_CLOCK_SKEW_MS,
  SIGN_IN_STATEMENT,
  SIGN_IN_VERSION,
} from "@meshlink/domain/auth/sign-in-rules";
import { ServiceError } from "../service-error.ts";

/** The fields every sign-in message carries, EIP-4361 (EVM) or its Everscale form. */
type SignInFields = {
  domain: string;
  scheme?: string | undefined;
  uri: string;
  statement?: string | undefined;
  version: string;
  issuedAt: Date;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
};

type Expected = { publicUrl: string; now: Date };

/**
 * The rules of a sign-in that do not depend on the wallet's kind: domain, scheme and URI of this
 * deployment, the statement the wallet showed, version. Throws a ServiceError naming the broken rule.
 */
export function checkSiteAndWording(message: SignInFields, { publicUrl }: Pick<Expected, "publicUrl">) {
  const site = new URL(publicUrl);
  // Another domain, scheme or URI means the page was opened at another address than PUBLIC_URL
  // (127.0.0.1 for localhost, another port): the user needs to be told where sign-in works.
  const otherSite =
    message.domain !== site.host ||
    (message.scheme !== undefined && `${message.scheme}:` !== site.protocol) ||
    (message.uri !== site.origin && message.uri !== `${site.origin}/`);
  if (otherSite) throw new ServiceError("WRONG_SITE", wrongSiteMessage(publicUrl));
  // What the user read in the wallet is what they agreed to: another site's wording is not a sign-in here.
  if (message.statement !== SIGN_IN_STATEMENT)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.wrongStatement);
  if (message.version !== SIGN_IN_VERSION)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.unsupportedVersion);
}

/** Issued now (within the clock skew), not expired, already valid. */
export function checkTimes(message: SignInFields, { now }: Pick<Expected, "now">) {
  const at = now.getTime();
  if (message.issuedAt.getTime() > at + SIGN_IN_CLOCK_SKEW_MS)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.issuedInFuture);
  if (message.expirationTime && message.expirationTime.getTime() <= at)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.expired);
  if (message.notBefore && message.notBefore.getTime() > at)
    throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.notYetValid);
}
