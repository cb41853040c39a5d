import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortenAddress, SHORT_ADDRESS_LENGTH } from "./shorten-address.ts";

describe("shortenAddress", () => {
  it("keeps the first 6 and last 3 characters around an ellipsis", () => {
    expect(shortenAddress("0x71C7656EC7ab88b098defB751B7401B5f6d8976F")).toBe("0x71C7...76F");
  });

  it("leaves addresses of 12 characters or fewer whole", () => {
    expect(shortenAddress("0:abcdef1234")).toBe("0:abcdef1234");
  });

  it("shows the placeholder when there is no address", () => {
    expect(shortenAddress(undefined)).toBe("--");
    expect(shortenAddress("")).toBe("--");
  });

  it("never returns more than 12 characters and keeps both ends", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (address) => {
        const short = shortenAddress(address);
        expect(short.length).toBeLessThanOrEqual(SHORT_ADDRESS_LENGTH);
        expect(address.startsWith(short.slice(0, 6))).toBe(true);
        expect(address.endsWith(short.slice(-3))).toBe(true);
      }),
    );
  });
});
