import { describe, expect, it } from "vitest";
import { confirmationDepth } from "./confirmation-depth.ts";

describe("confirmation depth", () => {
  it("stays at the head of the local chain and twelve blocks behind a public one unless set", () => {
    expect(confirmationDepth(31337, undefined)).toBe(0);
    expect(confirmationDepth(1329, undefined)).toBe(12);
    expect(confirmationDepth(1328, undefined)).toBe(12);
    expect(confirmationDepth(1, undefined)).toBe(12);
    expect(confirmationDepth(1329, 0)).toBe(0);
    expect(confirmationDepth(31337, 3)).toBe(3);
  });
});
