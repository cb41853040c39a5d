import { z } from "zod";
import { describe, expect, it } from "vitest";
import { isLinkedAsset, ZAsset } from "./asset.ts";
import { sampleAsset, sampleListing, sampleProposal } from "./samples.ts";

const firstIssue = (value: unknown) => ZAsset.safeParse(value).error?.issues[0];

describe("ZAsset", () => {
  it("parses the asset page sample, with listings, proposals and the archive tree", () => {
    const asset = sampleAsset();
    expect(ZAsset.parse(asset)).toEqual(asset);
  });

  it("lowercases addresses wherever they appear", () => {
    const mixed = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const parsed = ZAsset.parse(sampleAsset({ address: mixed }));
    expect(parsed.address).toBe(mixed.toLowerCase());
  });

  it("drops fields the API does not promise", () => {
    expect(ZAsset.parse({ ...sampleAsset(), internalNote: "x" })).not.toHaveProperty("internalNote");
  });

  it.each([
    ["a numeric token id", { tokenId: 1 }, ["tokenId"]],
    ["a bad contract address", { address: "0x123" }, ["address"]],
    ["an unknown token type", { ercType: "ERC20" }, ["ercType"]],
    [
      "an unknown social network",
      { collection: { ...sampleAsset().collection, social: [{ name: "TIKTOK", value: "x" }] } },
      ["collection", "social", 0, "name"],
    ],
    [
      "a listing price stored as percent",
      { listings: [sampleListing({ price: 2.5 })] },
      ["listings", 0, "price"],
    ],
    [
      "a listing with a date-only expiration",
      { listings: [sampleListing({ expiration: "2026-12-01" })] },
      ["listings", 0, "expiration"],
    ],
    [
      "a finalised proposal never accepted",
      { proposals: [sampleProposal({ isFinalised: true })] },
      ["proposals", 0, "isFinalised"],
    ],
    ["a trait without a name", { properties: [{ name: "", value: "x" }] }, ["properties", 0, "name"]],
    [
      "a technical description without polygon count",
      { technicalDescription: { short: { polyCount: "" } } },
      ["technicalDescription", "short", "polyCount"],
    ],
  ])("refuses %s, pointing at the field", (_, overrides, path) => {
    expect(firstIssue({ ...sampleAsset(), ...overrides })?.path).toEqual(path);
  });

  it("accepts a never-expiring listing and an asset without files", () => {
    const asset = sampleAsset({ listings: [sampleListing({ expiration: null })], filesMetadata: null });
    expect(ZAsset.safeParse(asset).success).toBe(true);
  });
});

describe("ZAsset as JSON Schema", () => {
  // Route schemas become OpenAPI through z.toJSONSchema; a transform would make that throw.
  it.each(["input", "output"] as const)("converts for %s", (io) => {
    expect(() => z.toJSONSchema(ZAsset, { io })).not.toThrow();
  });
});

describe("isLinkedAsset", () => {
  it("is true when the asset was derived from another", () => {
    expect(isLinkedAsset(sampleAsset())).toBe(false);
    expect(isLinkedAsset(sampleAsset({ original: "asset-0" }))).toBe(true);
  });
});
