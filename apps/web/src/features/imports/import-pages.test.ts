import { describe, expect, it } from "vitest";
import { importPagesView } from "@/features/imports/import-pages";

describe("importPagesView", () => {
  it("keeps the spec's floor as the page count and reaches the remainder after it", () => {
    expect(importPagesView(1, 15, 1)).toEqual({
      lastPage: 2,
      label: "Page 1 of 1 (+5 more)",
      range: "1–10 of 15",
    });
    expect(importPagesView(2, 15, 1)).toEqual({
      lastPage: 2,
      label: "The remaining 5",
      range: "11–15 of 15",
    });
  });

  it("counts whole pages only when nothing remains", () => {
    expect(importPagesView(2, 30, 3)).toEqual({ lastPage: 3, label: "Page 2 of 3", range: "11–20 of 30" });
    expect(importPagesView(3, 30, 3).label).toBe("Page 3 of 3");
  });

  it("shows no pager when everything fits on one page, the spec's zero pages included", () => {
    expect(importPagesView(1, 7, 0)).toEqual({ lastPage: 1, label: null, range: "1–7 of 7" });
    expect(importPagesView(1, 10, 1)).toEqual({ lastPage: 1, label: null, range: "1–10 of 10" });
    expect(importPagesView(1, 0, 0)).toEqual({ lastPage: 0, label: null, range: "0–0 of 0" });
  });
});
