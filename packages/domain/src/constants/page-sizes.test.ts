import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importTotalPages } from "./page-sizes.ts";

describe("importTotalPages", () => {
  it("is the count divided by 10, rounded down, as the spec states", () => {
    expect([0, 9, 10, 15, 20, 99].map(importTotalPages)).toEqual([0, 0, 1, 1, 2, 9]);
  });

  it("is a whole number never above count / 10", () => {
    fc.assert(
      fc.property(fc.nat(), (count) => {
        const pages = importTotalPages(count);
        expect(Number.isInteger(pages)).toBe(true);
        expect(pages * 10).toBeLessThanOrEqual(count);
        expect((pages + 1) * 10).toBeGreaterThan(count);
      }),
    );
  });
});
