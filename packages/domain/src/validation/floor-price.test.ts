import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXTRA_VALIDATION_MESSAGES } from "../messages/validation.ts";
import {
  isFloorPriceInputAccepted,
  normaliseFloorPriceRange,
  ZFloorPrice,
  ZFloorPriceRange,
} from "./floor-price.ts";

describe("ZFloorPrice", () => {
  it("reads numbers from text and treats empty as no bound", () => {
    expect(ZFloorPrice.parse("0.5")).toBe(0.5);
    expect(ZFloorPrice.parse("0")).toBe(0);
    expect(ZFloorPrice.parse("")).toBeUndefined();
    expect(ZFloorPrice.parse(undefined)).toBeUndefined();
  });

  it("rejects negatives and text", () => {
    expect(ZFloorPrice.safeParse("-1").error?.issues[0]?.message).toBe(
      EXTRA_VALIDATION_MESSAGES.floorPriceNegative,
    );
    expect(ZFloorPrice.safeParse("cheap").error?.issues[0]?.message).toBe(
      EXTRA_VALIDATION_MESSAGES.notANumber,
    );
  });

  it("accepts exactly the non-negative numbers", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(ZFloorPrice.safeParse(value).success).toBe(value >= 0);
      }),
    );
  });
});

describe("isFloorPriceInputAccepted", () => {
  it("lets digits and one decimal point through and nothing else", () => {
    expect(["", "1", "1.", ".5", "10.25"].every(isFloorPriceInputAccepted)).toBe(true);
    expect(["-1", "1.2.3", "1e3", "abc"].some(isFloorPriceInputAccepted)).toBe(false);
  });
});

describe("normaliseFloorPriceRange", () => {
  it("swaps a reversed range and leaves open bounds alone", () => {
    expect(normaliseFloorPriceRange(ZFloorPriceRange.parse({ min: "5", max: "2" }))).toEqual({
      min: 2,
      max: 5,
    });
    expect(normaliseFloorPriceRange({ min: 5, max: undefined })).toEqual({ min: 5, max: undefined });
  });
});
