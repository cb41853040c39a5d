import { z } from "zod";

// EVM addresses as the API serves them: "0x" and 40 hex digits, normalised to lowercase.
// Lowercase, not EIP-55 checksums, because owners, sellers and proposers are compared by plain string
// equality in rules, SQL and maps; checksumming needs keccak, which this zod-only package does not
// carry. viem accepts lowercase everywhere; a screen may checksum for display (viem `getAddress`).
// Mixed-case input is accepted and lowered; a wrong checksum is not detected here.
// Only EVM chains have a deployed Store (docs/decisions/002), so Everscale's "0:…" form is not an
// address here; a user's wallet may be either (wallet-address.ts, docs/decisions/022-everscale.md).
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export const ZAddress = z
  .string()
  .trim()
  .regex(ADDRESS_PATTERN, { error: "Expected an address: 0x followed by 40 hexadecimal digits" })
  .toLowerCase();

// Equality that does not depend on either side having been parsed yet (wallet input, chain logs).
export const isSameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
