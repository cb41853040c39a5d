import { describe, expect, it } from "vitest";
import { periodHours } from "./browse-options.ts";
import { ZPeriod, ZSortOption } from "../entities/constant-enums.ts";

describe("periods", () => {
  it("map 1D, 7D and 30D to 24, 168 and 720 hours", () => {
    expect(ZPeriod.options.map(periodHours)).toEqual([24, 168, 720]);
  });
});

describe("ZSortOption", () => {
  it("accepts the four sort values and nothing else", () => {
    expect(ZSortOption.options).toEqual(["trending", "recently-listed", "price-asc", "price-desc"]);
    expect(ZSortOption.safeParse("Trending").success).toBe(false);
  });
});
