// The sign-in message an Everscale wallet signs (docs/decisions/022-everscale.md). EIP-4361 is
// Ethereum's, so this follows its chain-agnostic form, CAIP-122 "Sign-In with X"
// (https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-122.md), line for line, without the
// Chain ID line: Everscale has no EVM chain id, and the signature is bound to no network (the wallet
// is asked to sign without a signature id), as an EVM sign-in is to none either. The web writes it
// and the server reads it with the same two functions, so both agree on every byte.

type EverscaleSignInFields = {
  /** The host (and port) of the site asking: PUBLIC_URL's. */
  domain: string;
  /** The wallet's raw address, `0:` and 64 hexadecimal digits. */
  address: string;
  statement: string;
  uri: string;
  version: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
};

const HEADER = " wants you to sign in with your Everscale account:";

export function createEverscaleSignInMessage(fields: EverscaleSignInFields): string {
  const lines = [
    `${fields.domain}${HEADER}`,
    fields.address,
    "",
    fields.statement,
    "",
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
  ];
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime.toISOString()}`);
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore.toISOString()}`);
  return lines.join("\n");
}

const MESSAGE = new RegExp(
  [
    `^(?<domain>\\S+)${HEADER}`,
    "(?<address>\\S+)",
    "",
    "(?<statement>[^\\n]+)",
    "",
    "URI: (?<uri>\\S+)",
    "Version: (?<version>\\S+)",
    "Nonce: (?<nonce>[a-zA-Z0-9]+)",
    "Issued At: (?<issuedAt>\\S+)",
  ].join("\\n") + "(?:\\nExpiration Time: (?<expirationTime>\\S+))?(?:\\nNot Before: (?<notBefore>\\S+))?$",
);

/**
 * The fields of a message in the form above, or null. Lenient about what each field holds (the
 * server refuses wrong values with precise reasons, and a text that is not exactly what
 * createEverscaleSignInMessage writes for its fields), strict about the layout.
 */
export function parseEverscaleSignInMessage(text: string): EverscaleSignInFields | null {
  const found = MESSAGE.exec(text)?.groups;
  if (!found) return null;
  const { domain, address, statement, uri, version, nonce } = found;
  const issuedAt = dateOf(found.issuedAt);
  const expirationTime = dateOf(found.expirationTime);
  const notBefore = dateOf(found.notBefore);
  if (!domain || !address || !statement || !uri || !version || !nonce || !issuedAt) return null;
  if (found.expirationTime && !expirationTime) return null;
  if (found.notBefore && !notBefore) return null;
  return { domain, address, statement, uri, version, nonce, issuedAt, expirationTime, notBefore };
}

function dateOf(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
