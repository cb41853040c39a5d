import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXTRA_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "../messages/validation.ts";
import { ZRoyaltyPercent, ZRoyaltyPercentToStored, ZStoredRoyalty } from "./royalty.ts";
import { isRoyaltyInputAccepted, percentToStored, storedToPercent } from "../constants/royalty.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("percentToStored / storedToPercent", () => {
  it("converts percents with float error to the exact integer", () => {
    expect(0.29 * 100).not.toBe(29);
    expect(percentToStored(0.29)).toBe(29);
    expect(percentToStored(99.99)).toBe(9999);
    expect(percentToStored(1.1)).toBe(110);
    expect(storedToPercent(2550)).toBe(25.5);
  });

  it("round-trips every stored value 1..9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (stored) => {
        expect(percentToStored(storedToPercent(stored))).toBe(stored);
      }),
    );
  });

  it("round-trips every two-decimal percent typed as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const typed = `${whole}.${String(cents).padStart(2, "0")}`;
        const percent = Number(typed);
        expect(storedToPercent(percentToStored(percent))).toBe(percent);
        expect(percentToStored(percent)).toBe(whole * 100 + cents);
      }),
    );
  });
});

describe("isRoyaltyInputAccepted", () => {
  it.each(["", "0", "12", "12.", "12.5", "99.99", "100", "100.00"])("accepts %j", (raw) => {
    expect(isRoyaltyInputAccepted(raw)).toBe(true);
  });

  it.each(["100.01", "101", "250", "1.234", "-1", "abc", "1e2", "1,5"])("refuses %j", (raw) => {
    expect(isRoyaltyInputAccepted(raw)).toBe(false);
  });

  it("never accepts a number above 100", () => {
    fc.assert(
      fc.property(fc.double({ min: 100.000001, max: 1e9, noNaN: true }), (value) => {
        expect(isRoyaltyInputAccepted(String(value))).toBe(false);
      }),
    );
  });
});

describe("ZRoyaltyPercent", () => {
  it("accepts the bounds 0.01 and 99.99, also as strings", () => {
    expect(ZRoyaltyPercent.parse(0.01)).toBe(0.01);
    expect(ZRoyaltyPercent.parse("99.99")).toBe(99.99);
  });

  it.each([0, -5, "", "0", 0.001])("rejects %j as not positive", (value) => {
    expect(firstMessage(ZRoyaltyPercent.safeParse(value))).toBe(VALIDATION_MESSAGES.royaltyNotPositive);
  });

  it("rejects values above the field maximum 99.99", () => {
    expect(firstMessage(ZRoyaltyPercent.safeParse(100))).toBe(EXTRA_VALIDATION_MESSAGES.royaltyTooHigh);
  });

  it("rejects a third decimal instead of silently rounding it", () => {
    expect(firstMessage(ZRoyaltyPercent.safeParse(12.345))).toBe(EXTRA_VALIDATION_MESSAGES.royaltyTooPrecise);
  });

  it("rejects text that is not a number", () => {
    expect(firstMessage(ZRoyaltyPercent.safeParse("abc"))).toBe(EXTRA_VALIDATION_MESSAGES.notANumber);
  });
});

describe("ZRoyaltyPercentToStored and ZStoredRoyalty", () => {
  it("turns the entered percent into the stored integer", () => {
    expect(ZRoyaltyPercentToStored.parse("0.29")).toBe(29);
    expect(ZRoyaltyPercentToStored.parse(99.99)).toBe(9999);
  });

  it("accepts exactly the integers 1..9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (value) => {
        expect(ZStoredRoyalty.safeParse(value).success).toBe(value >= 1 && value <= 9999);
      }),
    );
    expect(ZStoredRoyalty.safeParse(12.5).success).toBe(false);
  });
});
