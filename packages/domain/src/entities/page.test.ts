import fc from "fast-check";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { totalPagesFor, zPage } from "./page.ts";

describe("zPage", () => {
  const ZNames = zPage(z.object({ name: z.string() }));

  it("parses data with its totals", () => {
    const page = { data: [{ name: "a" }], totalCount: 21, totalPages: 2 };
    expect(ZNames.parse(page)).toEqual(page);
  });

  it("checks every item and names the bad one", () => {
    const page = { data: [{ name: "a" }, { name: 1 }], totalCount: 2, totalPages: 1 };
    expect(ZNames.safeParse(page).error?.issues[0]?.path).toEqual(["data", 1, "name"]);
  });
});

describe("totalPagesFor", () => {
  it("rounds up and gives 0 pages for an empty list", () => {
    expect([0, 1, 20, 21, 40].map((count) => totalPagesFor(count, 20))).toEqual([0, 1, 1, 2, 2]);
    expect(totalPagesFor(5, 0)).toBe(0);
  });

  it("always has room for every item and no empty trailing page", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (count, perPage) => {
        const pages = totalPagesFor(count, perPage);
        expect(pages * perPage).toBeGreaterThanOrEqual(count);
        expect(Math.max(pages - 1, 0) * perPage).toBeLessThanOrEqual(Math.max(count - 1, 0));
      }),
    );
  });
});
