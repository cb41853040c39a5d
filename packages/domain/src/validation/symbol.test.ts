import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { isValidSymbol, ZSymbol } from "./symbol.ts";

describe("ZSymbol", () => {
  it.each(["MESH", "mesh_01", "A-B", "9"])("accepts %j", (symbol) => {
    expect(ZSymbol.parse(symbol)).toBe(symbol);
  });

  it.each(["ME SH", "MESH!", "mésh", "a.b", " MESH"])("rejects %j with the spec message", (symbol) => {
    expect(ZSymbol.safeParse(symbol).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.incorrectValue);
  });

  it("asks for a symbol when empty", () => {
    expect(ZSymbol.safeParse("").error?.issues[0]?.message).toBe("Symbol is required");
  });
});

describe("isValidSymbol", () => {
  it("is true exactly when every character is a letter, digit, _ or -", () => {
    const allowed = /[A-Za-z0-9_-]/;
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(isValidSymbol(text)).toBe([...text].every((char) => allowed.test(char) && char.length === 1));
      }),
    );
  });
});
