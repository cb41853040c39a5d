import { describe, expect, test } from "vitest";
import { hexToBytes } from "./hex-bytes.ts";

describe("hexToBytes", () => {
  test("reads 0x-prefixed hex of either case", () => {
    expect([...hexToBytes("0x00Ff10")]).toEqual([0, 255, 16]);
    expect(hexToBytes("0x").length).toBe(0);
  });

  test("refuses anything else instead of storing other bytes", () => {
    for (const bad of ["abcd", "0xabc", "0xzz", "0x12 34", ""]) {
      expect(() => hexToBytes(bad)).toThrow("not 0x-prefixed hex bytes");
    }
  });
});
