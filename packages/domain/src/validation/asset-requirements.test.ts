import { describe, expect, it } from "vitest";
import { EMPTY_MACHINE_SPEC, hasRequirements, ZAssetRequirements } from "./asset-requirements.ts";

describe("ZAssetRequirements", () => {
  it("fills missing components with empty text and trims the rest", () => {
    expect(ZAssetRequirements.parse({ minimum: { cpu: " i5 " }, recommended: {} })).toEqual({
      minimum: { ...EMPTY_MACHINE_SPEC, cpu: "i5" },
      recommended: EMPTY_MACHINE_SPEC,
    });
  });

  it("requires both the minimum and the recommended machine", () => {
    expect(ZAssetRequirements.safeParse({ minimum: {} }).success).toBe(false);
  });
});

describe("hasRequirements", () => {
  it("is false when every field is blank and true when any is filled", () => {
    expect(
      hasRequirements({ minimum: EMPTY_MACHINE_SPEC, recommended: { ...EMPTY_MACHINE_SPEC, os: " " } }),
    ).toBe(false);
    expect(
      hasRequirements({ minimum: EMPTY_MACHINE_SPEC, recommended: { ...EMPTY_MACHINE_SPEC, gpu: "RTX" } }),
    ).toBe(true);
  });
});
