import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import {
  isZeroAddress,
  royaltyRecipientProblem,
  ZAssetReference,
  ZERO_ADDRESS,
  ZRoyaltyRecipient,
} from "./asset-reference.ts";

const address = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";

describe("ZAssetReference", () => {
  it("accepts an address with a token id given as text, number or bigint", () => {
    expect(ZAssetReference.parse({ address, tokenId: 7 })).toEqual({ address, tokenId: "7" });
    expect(ZAssetReference.parse({ address, tokenId: 2n ** 70n }).tokenId).toBe("1180591620717411303424");
    expect(ZAssetReference.parse({ address: "0:ab12", tokenId: "0" }).tokenId).toBe("0");
  });

  it.each([{ tokenId: "1" }, { address }, { address: " ", tokenId: "1" }, { address, tokenId: null }])(
    "reports %j as missing address or tokenId",
    (input) => {
      expect(ZAssetReference.safeParse(input).error?.issues[0]?.message).toBe(
        VALIDATION_MESSAGES.missingAddressOrTokenId,
      );
    },
  );
});

describe("royalty recipient", () => {
  it("treats a missing or zero address as no recipient", () => {
    expect(
      [undefined, null, "", ZERO_ADDRESS, ZERO_ADDRESS.toUpperCase().replace("0X", "0x")].every(
        isZeroAddress,
      ),
    ).toBe(true);
    expect(isZeroAddress(address)).toBe(false);
  });

  it("gives the spec message only when there is no recipient", () => {
    expect(royaltyRecipientProblem(ZERO_ADDRESS)).toBe(VALIDATION_MESSAGES.noFeeRecipient);
    expect(royaltyRecipientProblem(address)).toBeNull();
    expect(ZRoyaltyRecipient.safeParse(ZERO_ADDRESS).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.noFeeRecipient,
    );
    expect(ZRoyaltyRecipient.parse(address)).toBe(address);
  });
});
