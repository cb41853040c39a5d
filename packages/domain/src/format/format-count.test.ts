import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count.ts";

describe("formatCount", () => {
  it("writes whole numbers as en-US's number format does", () => {
    const values = [0, 1, 12, 999, 1_000, 12_400, 999_999, 1_000_000, 123_456_789, -1, -1_000, -98_765_432];
    for (let digits = 1; digits <= 16; digits += 1)
      values.push(Number("9".repeat(digits)), 10 ** (digits - 1));
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    for (const value of values) expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
  });

  it("writes a uint256 balance in full, grouped", () => {
    const big = 2n ** 256n - 1n;
    expect(formatCount(big)).toBe(big.toLocaleString("en-US"));
    expect(formatCount(10n ** 30n)).toBe(`1${",000".repeat(10)}`);
  });

  it("leaves fractions and infinities to the locale's format", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("∞");
  });
});
