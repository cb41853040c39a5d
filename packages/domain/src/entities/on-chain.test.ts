import { describe, expect, it } from "vitest";
import { SAMPLE_OWNER_ADDRESS, SAMPLE_STUDIO_ADDRESS } from "./samples.ts";
import { UINT256_MAX } from "./uint.ts";
import {
  MAX_ISO_SECONDS,
  onChainExpirationToDate,
  ZOnChainCollection,
  ZOnChainListedToken,
  ZOnChainOffer,
} from "./on-chain.ts";

const listed = {
  seller: SAMPLE_OWNER_ADDRESS,
  active: true,
  supply: "1",
  expiration: "1796126400",
  royaltyFee: "250",
  royaltyRecipient: SAMPLE_OWNER_ADDRESS,
};

const offer = {
  offerID: "1",
  assetId: "7",
  collectionOwnerAddr: SAMPLE_OWNER_ADDRESS,
  offeror: SAMPLE_STUDIO_ADDRESS,
  isAccepted: false,
  gameAddress: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
  state: "made",
};

describe("ZOnChainListedToken", () => {
  it("parses what getListedNft returns, uint256 values as strings", () => {
    expect(ZOnChainListedToken.parse(listed)).toEqual(listed);
  });

  it("refuses a bigint that was not converted at the edge", () => {
    expect(ZOnChainListedToken.safeParse({ ...listed, supply: 1n }).error?.issues[0]?.path).toEqual([
      "supply",
    ]);
  });
});

describe("onChainExpirationToDate", () => {
  it("reads 0 as no expiry and seconds as a date", () => {
    expect(onChainExpirationToDate("0")).toBeNull();
    expect(onChainExpirationToDate("1796126400")).toEqual(new Date("2026-12-01T12:00:00.000Z"));
  });

  it("reads the last second an ISO date names as that date, and every later one as no expiry", () => {
    expect(onChainExpirationToDate(String(MAX_ISO_SECONDS))?.toISOString()).toBe("9999-12-31T23:59:59.000Z");
    for (const beyond of [MAX_ISO_SECONDS + 1, 9e12, 2 ** 64 - 1]) {
      expect(onChainExpirationToDate(BigInt(beyond))).toBeNull();
    }
    expect(onChainExpirationToDate(UINT256_MAX.toString())).toBeNull();
  });

  it("reads text that is not a number as expired instead of throwing", () => {
    expect(onChainExpirationToDate("-5")).toEqual(new Date(0));
  });
});

describe("ZOnChainOffer", () => {
  it.each(["made", "authorized"])("parses an offer %s and not yet accepted", (state) => {
    expect(ZOnChainOffer.safeParse({ ...offer, state }).success).toBe(true);
  });

  it("parses an accepted offer", () => {
    expect(ZOnChainOffer.safeParse({ ...offer, state: "accepted", isAccepted: true }).success).toBe(true);
  });

  it("refuses an isAccepted flag that contradicts the state", () => {
    expect(ZOnChainOffer.safeParse({ ...offer, isAccepted: true }).error?.issues[0]?.path).toEqual([
      "isAccepted",
    ]);
  });
});

describe("ZOnChainCollection", () => {
  it("parses getCollectionsByOwner entries", () => {
    const entry = { collectionAddress: SAMPLE_STUDIO_ADDRESS, collectionName: "Game One" };
    expect(ZOnChainCollection.parse(entry)).toEqual(entry);
  });
});
