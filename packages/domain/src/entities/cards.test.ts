import { describe, expect, it } from "vitest";
import { ZActivityRow } from "./activity-row.ts";
import { ZAssetCard } from "./asset-card.ts";
import { ZCollectionCard, ZCollectionOption, ZImportedCollection } from "./collection-card.ts";
import { ZFeaturedSlide } from "./featured-slide.ts";
import { SAMPLE_COLLECTION_ADDRESS, SAMPLE_OWNER_ADDRESS, sampleListing } from "./samples.ts";
import { assetCardCollectionName, connectedGamesCount } from "../rules/asset-card.ts";

const assetCard = {
  _id: "asset-1",
  name: "Crystal Sword",
  address: SAMPLE_COLLECTION_ADDRESS,
  tokenId: "1",
  ercType: "ERC721",
  collection: { name: "Blades" },
  imgUrl: null,
  supply: 1,
  ownedTokenCount: 1,
  onlyTokenCount: 1,
  marketplace: true,
  listings: [{ listId: "1", price: 250, expiration: null, isActive: true }],
  proposals: [
    { _id: "p1", isFinalised: true },
    { _id: "p2", isFinalised: false },
  ],
};

describe("ZAssetCard", () => {
  it("parses a card and keeps only the listing fields a card needs", () => {
    const parsed = ZAssetCard.parse({ ...assetCard, listings: [sampleListing()] });
    expect(parsed.listings[0]).not.toHaveProperty("engines");
  });

  it("refuses a negative supply", () => {
    expect(ZAssetCard.safeParse({ ...assetCard, supply: -1 }).error?.issues[0]?.path).toEqual(["supply"]);
  });

  it("falls back to the product's label when the collection has no name", () => {
    expect(assetCardCollectionName(ZAssetCard.parse(assetCard))).toBe("Blades");
    expect(assetCardCollectionName({ collection: null })).toBe("Unnameted multiple");
    expect(assetCardCollectionName({ collection: { name: " " } })).toBe("Unnameted multiple");
  });

  it("counts connected games as finalised integrations", () => {
    expect(connectedGamesCount(ZAssetCard.parse(assetCard))).toBe(1);
  });
});

describe("collection cards and options", () => {
  it("parse the spec's fields", () => {
    const card = {
      id: "c1",
      name: "Blades",
      bannerUrl: null,
      logoUrl: null,
      ownersNumber: 3,
      volume: 12.5,
      address: SAMPLE_COLLECTION_ADDRESS,
    };
    expect(ZCollectionCard.parse(card)).toEqual(card);
    const option = { _id: "c1", name: "Blades", logoUrl: null, address: SAMPLE_COLLECTION_ADDRESS };
    expect(ZCollectionOption.parse(option)).toEqual(option);
    expect(ZImportedCollection.parse({ id: "ext-1", name: "Old", imported: true })).toEqual({
      id: "ext-1",
      name: "Old",
      imported: true,
    });
  });

  it("refuses a fractional owner count", () => {
    const card = {
      id: "c1",
      name: "B",
      bannerUrl: null,
      logoUrl: null,
      ownersNumber: 1.5,
      volume: 0,
      address: SAMPLE_COLLECTION_ADDRESS,
    };
    expect(ZCollectionCard.safeParse(card).error?.issues[0]?.path).toEqual(["ownersNumber"]);
  });
});

describe("ZActivityRow", () => {
  const row = {
    event: "Listed",
    price: 250,
    from: SAMPLE_OWNER_ADDRESS,
    to: null,
    createdAt: "2026-11-21T12:00:00.000Z",
  };

  it("parses a row with the product's event names, typo included", () => {
    expect(ZActivityRow.parse(row)).toEqual(row);
    expect(ZActivityRow.safeParse({ ...row, event: "Transfered" }).success).toBe(true);
  });

  it.each([
    ["a corrected event name", { event: "Transferred" }, ["event"]],
    ["a date without time", { createdAt: "2026-11-21" }, ["createdAt"]],
  ])("refuses %s", (_, overrides, path) => {
    expect(ZActivityRow.safeParse({ ...row, ...overrides }).error?.issues[0]?.path).toEqual(path);
  });
});

describe("ZFeaturedSlide", () => {
  it("parses volume with its max and floor with its min", () => {
    const slide = {
      title: "Heroes",
      img: null,
      text: "New",
      volume: { value: 10, max: 100 },
      floor: { value: 1, min: 0.5 },
    };
    expect(ZFeaturedSlide.parse(slide)).toEqual(slide);
    expect(ZFeaturedSlide.safeParse({ ...slide, floor: 1 }).error?.issues[0]?.path).toEqual(["floor"]);
  });
});
