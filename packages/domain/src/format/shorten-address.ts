import { MISSING_VALUE } from "../constants/placeholders.ts";

// Spec section 9: addresses are shown shortened to 12 characters. Shape: the first 6 characters
// (for EVM, "0x" and 4 hex digits), "...", then the last 3: 6 + 3 + 3 = 12.
// Example: 0x71C7656EC7ab88b098defB751B7401B5f6d8976F -> 0x71C7...76F
export const SHORT_ADDRESS_LENGTH = 12;
const HEAD = 6;
const TAIL = 3;
const ELLIPSIS = "...";

export const shortenAddress = (address: string | null | undefined): string => {
  if (!address) return MISSING_VALUE;
  // Anything already short enough is shown whole; shortening it would hide characters for nothing.
  if (address.length <= SHORT_ADDRESS_LENGTH) return address;
  return `${address.slice(0, HEAD)}${ELLIPSIS}${address.slice(-TAIL)}`;
};
