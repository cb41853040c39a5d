import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toUintString, UINT256_MAX, ZTokenId } from "./uint.ts";

describe("ZTokenId", () => {
  it("accepts decimal strings up to the largest uint256", () => {
    expect(ZTokenId.parse("0")).toBe("0");
    expect(ZTokenId.parse(UINT256_MAX.toString())).toBe(UINT256_MAX.toString());
  });

  it.each([
    ["a number", 1],
    ["a leading zero", "01"],
    ["a sign", "-1"],
    ["a decimal point", "1.5"],
    ["hex", "0x1"],
    ["a value above uint256", (UINT256_MAX + 1n).toString()],
  ])("refuses %s", (_, value) => {
    expect(ZTokenId.safeParse(value).success).toBe(false);
  });

  it("round-trips every uint256 through toUintString and BigInt", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), (value) => {
        const text = ZTokenId.parse(toUintString(value));
        expect(BigInt(text)).toBe(value);
      }),
    );
  });
});

describe("toUintString", () => {
  it("refuses values outside uint256", () => {
    expect(() => toUintString(-1n)).toThrow(RangeError);
    expect(() => toUintString(UINT256_MAX + 1n)).toThrow(RangeError);
    expect(toUintString(42)).toBe("42");
  });
});
