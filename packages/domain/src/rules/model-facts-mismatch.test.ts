import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareModelFacts,
  hasModelFactsMismatch,
  parsePolyCount,
  polyCountMatches,
  type MeasuredFacts,
} from "./model-facts-mismatch.ts";

const declared = { rigged: true, animations: true, textures: true, polyCount: "12k" };
const measured: MeasuredFacts = {
  triangles: 12_400,
  rigged: true,
  animations: [{ name: "Walk" }],
  textures: [{ name: "albedo" }],
};

const statusOf = (fact: string, rows: ReturnType<typeof compareModelFacts>) =>
  rows.find((row) => row.fact === fact)?.status;

describe("parsePolyCount", () => {
  it.each([
    ["12k", 12_000],
    ["12K tris", 12_000],
    ["12,400 tris", 12_400],
    ["1.2M", 1_200_000],
    ["~ 5000 triangles", 5_000],
    ["about 800", 800],
  ])("reads %s as %d", (text, count) => {
    expect(parsePolyCount(text)).toBe(count);
  });

  it("returns null for text without a number", () => {
    expect(parsePolyCount("low poly")).toBeNull();
    expect(parsePolyCount("")).toBeNull();
  });

  it("reads any whole number written plainly", () => {
    fc.assert(fc.property(fc.nat(10_000_000), (n) => parsePolyCount(String(n)) === n));
  });
});

describe("polyCountMatches", () => {
  it("accepts a difference within the 10% tolerance and refuses one beyond it", () => {
    expect(polyCountMatches(12_000, 12_400)).toBe(true);
    expect(polyCountMatches(11_000, 10_000)).toBe(true);
    expect(polyCountMatches(11_001, 10_000)).toBe(false);
    expect(polyCountMatches(5_000, 12_400)).toBe(false);
  });

  it("matches a zero count only with zero", () => {
    expect(polyCountMatches(0, 0)).toBe(true);
    expect(polyCountMatches(10, 0)).toBe(false);
  });
});

describe("compareModelFacts", () => {
  it("reports no mismatch when the declared details agree with the file", () => {
    const rows = compareModelFacts(declared, measured);
    expect(rows.map((row) => row.fact)).toEqual(["polyCount", "rigged", "animations", "textures"]);
    expect(hasModelFactsMismatch(rows)).toBe(false);
  });

  it("flags a poly count beyond the tolerance", () => {
    const rows = compareModelFacts({ ...declared, polyCount: "50k" }, measured);
    expect(statusOf("polyCount", rows)).toBe("mismatch");
    expect(hasModelFactsMismatch(rows)).toBe(true);
  });

  it("flags rig, animations and textures that the file contradicts, in both directions", () => {
    const rows = compareModelFacts(
      { ...declared, rigged: false, animations: true, textures: false },
      { ...measured, rigged: true, animations: [], textures: [{ name: "albedo" }] },
    );
    expect(statusOf("rigged", rows)).toBe("mismatch");
    expect(statusOf("animations", rows)).toBe("mismatch");
    expect(statusOf("textures", rows)).toBe("mismatch");
  });

  it("leaves an unreadable poly count unknown rather than a mismatch", () => {
    const rows = compareModelFacts({ ...declared, polyCount: "low poly" }, measured);
    expect(statusOf("polyCount", rows)).toBe("unknown");
    expect(hasModelFactsMismatch(rows)).toBe(false);
  });
});
