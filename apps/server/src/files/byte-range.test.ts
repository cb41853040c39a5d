import { describe, expect, test } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("parseRange", () => {
  test("reads a single range, clamping its end to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 99 } });
    expect(parseRange("bytes=900-", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
  });

  test("reads a suffix range as the last bytes", () => {
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 999 } });
  });

  test("is unsatisfiable when the range starts past the end", () => {
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
  });

  test("ignores what it does not serve: no header, multiple ranges, other units, nonsense", () => {
    for (const header of [undefined, "bytes=0-1,5-9", "items=0-1", "bytes=abc", "bytes=9-2", "bytes=-"]) {
      expect(parseRange(header, 1000)).toEqual({ kind: "whole" });
    }
  });
});
