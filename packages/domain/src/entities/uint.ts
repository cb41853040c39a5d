import { z } from "zod";

// Token ids, listing ids and other uint256 values travel as decimal strings: a uint256 does not fit
// in a JS number (2^53) and JSON has no bigint. Canonical form only (no sign, no leading zeros), so
// the same id is always the same string in URLs, SQL and cache keys.
export const UINT256_MAX = 2n ** 256n - 1n;

const DECIMAL_PATTERN = /^(0|[1-9]\d*)$/;

export const ZUintString = z
  .string()
  .regex(DECIMAL_PATTERN, { error: "Expected a non-negative whole number as a decimal string", abort: true })
  .refine((value) => !DECIMAL_PATTERN.test(value) || (value.length <= 78 && BigInt(value) <= UINT256_MAX), {
    error: "Number does not fit in uint256",
  });
type UintString = z.infer<typeof ZUintString>;

// Spec section 2: assets are addressed by contract address and token id.
export const ZTokenId = ZUintString;

// viem returns bigint; the server converts once at the edge.
export const toUintString = (value: bigint | number): UintString => {
  const big = BigInt(value);
  if (big < 0n || big > UINT256_MAX) throw new RangeError(`${value} is not a uint256`);
  return big.toString();
};
