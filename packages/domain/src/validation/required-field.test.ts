import { describe, expect, it } from "vitest";
import { requiredMessage } from "../messages/validation.ts";
import { isMissing, zRequiredString } from "./required-field.ts";

describe("requiredMessage", () => {
  it("names the field in the spec wording", () => {
    expect(requiredMessage("Name")).toBe("Name is required");
  });
});

describe("zRequiredString", () => {
  it("trims and accepts text", () => {
    expect(zRequiredString("Name").parse("  Dragon ")).toBe("Dragon");
  });

  it.each(["", "   ", undefined, null])("reports %j as required", (value) => {
    expect(zRequiredString("Name").safeParse(value).error?.issues[0]?.message).toBe("Name is required");
  });

  it("uses a custom message when given", () => {
    expect(zRequiredString("Symbol", "Pick a symbol").safeParse("").error?.issues[0]?.message).toBe(
      "Pick a symbol",
    );
  });
});

describe("isMissing", () => {
  it("treats undefined, null and blank text as missing, and anything else as present", () => {
    expect([undefined, null, "", "  "].map(isMissing)).toEqual([true, true, true, true]);
    expect([0, false, "a", []].map(isMissing)).toEqual([false, false, false, false]);
  });
});
