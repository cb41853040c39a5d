import { describe, expect, it } from "vitest";
import { mintedToken } from "@/features/create-asset/hooks/mint-event";
import { MINT_COLLECTION as COLLECTION, transfer721, transferSingle } from "@/test/mint-logs";

describe("mintedToken (spec section 7: token id and collection from the mint event)", () => {
  it("reads a Single 721 mint from Transfer", () => {
    expect(mintedToken({ logs: [transfer721(7n)] })).toEqual({ collection: COLLECTION, tokenId: "7" });
  });

  it("reads a Multiple 1155 mint from TransferSingle", () => {
    expect(mintedToken({ logs: [transferSingle(3n)] })).toEqual({ collection: COLLECTION, tokenId: "3" });
  });

  it('says "decoding error" when the receipt has no mint event', () => {
    expect(() => mintedToken({ logs: [] })).toThrow("decoding error");
  });
});
