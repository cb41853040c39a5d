import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSameAddress, ZAddress } from "./address.ts";

const checksummed = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";

describe("ZAddress", () => {
  it("normalises any case to lowercase", () => {
    expect(ZAddress.parse(checksummed)).toBe(checksummed.toLowerCase());
    expect(ZAddress.parse(` ${checksummed} `)).toBe(checksummed.toLowerCase());
  });

  it.each([
    ["too short", "0x71c7"],
    ["no 0x prefix", "71c7656ec7ab88b098defb751b7401b5f6d8976f"],
    ["a non-hex digit", "0x71c7656ec7ab88b098defb751b7401b5f6d8976g"],
    ["Everscale form", "0:71c7656ec7ab88b098defb751b7401b5f6d8976f71c7656ec7ab88b098defb75"],
    ["empty", ""],
  ])("refuses %s", (_, value) => {
    expect(ZAddress.safeParse(value).success).toBe(false);
  });

  it("is idempotent: a parsed address parses to itself", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), (raw) => {
        const once = ZAddress.parse(raw);
        expect(ZAddress.parse(once)).toBe(once);
        expect(once).toMatch(/^0x[0-9a-f]{40}$/);
      }),
    );
  });
});

describe("isSameAddress", () => {
  it("ignores case and surrounding space, and never matches a missing address", () => {
    expect(isSameAddress(checksummed, checksummed.toLowerCase())).toBe(true);
    expect(isSameAddress(` ${checksummed}`, checksummed)).toBe(true);
    expect(isSameAddress(null, null)).toBe(false);
    expect(isSameAddress("", "")).toBe(false);
  });
});
