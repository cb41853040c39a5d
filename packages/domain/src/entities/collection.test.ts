import { describe, expect, it } from "vitest";
import { ZCollection } from "./collection.ts";
import { SAMPLE_COLLECTION_ADDRESS } from "./samples.ts";
import { socialRow, ZSocialLinks, ZSocialLinksInput } from "./social-link.ts";

const collection = {
  _id: "collection-1",
  name: "Blades",
  symbol: "BLD",
  ercType: "ERC1155",
  imageUrl: null,
  bannerUrl: "/cdn/banners/blades.png",
  address: SAMPLE_COLLECTION_ADDRESS,
  description: "Swords and knives.",
  userId: "creator-1",
  social: [
    { name: "X", value: "https://x.com/blades" },
    { name: "DISCORD", value: "https://discord.gg/blades" },
  ],
  blockchain: { name: "Local", symbol: "ETH", chainId: 31337 },
  blockchainId: "chain-31337",
  imported: false,
  createdAt: "2026-11-21T12:00:00.000Z",
};

describe("ZCollection", () => {
  it("parses a collection with its social list", () => {
    expect(ZCollection.parse(collection)).toEqual(collection);
  });

  it.each([
    ["a lowercase social name", { social: [{ name: "x", value: "https://x.com" }] }, ["social", 0, "name"]],
    [
      "a chain id as text",
      { blockchain: { name: "L", symbol: "E", chainId: "31337" } },
      ["blockchain", "chainId"],
    ],
    ["no owner", { userId: "" }, ["userId"]],
  ])("refuses %s", (_, overrides, path) => {
    expect(ZCollection.safeParse({ ...collection, ...overrides }).error?.issues[0]?.path).toEqual(path);
  });
});

describe("ZSocialLinks", () => {
  it("refuses the same network twice", () => {
    const links = [
      { name: "X", value: "a" },
      { name: "X", value: "b" },
    ];
    expect(ZSocialLinks.safeParse(links).error?.issues[0]?.message).toBe(
      "Each social network may appear once",
    );
  });
});

describe("ZSocialLinksInput", () => {
  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "http://example.com"])(
    "refuses %j with the spec's message",
    (value) => {
      expect(ZSocialLinksInput.safeParse([{ name: "X", value }]).error?.issues[0]?.message).toBe(
        "incorrect entered value",
      );
    },
  );

  it("accepts https links and empty fields", () => {
    const links = [
      { name: "X", value: "https://x.com/blades" },
      { name: "WEBSITE", value: "" },
    ];
    expect(ZSocialLinksInput.parse(links)).toEqual(links);
  });
});

describe("socialRow", () => {
  it("makes a stored link that is not https inert", () => {
    const row = socialRow([
      { name: "WEBSITE", value: "javascript:alert(1)" },
      { name: "X", value: "data:text/html,x" },
    ]);
    expect(row.slice(0, 2)).toEqual([
      { name: "WEBSITE", url: null },
      { name: "X", url: null },
    ]);
  });

  it("lists all five networks in order, missing or blank ones without a link", () => {
    const row = socialRow([
      { name: "DISCORD", value: "https://discord.gg/blades" },
      { name: "WEBSITE", value: "  " },
    ]);
    expect(row).toEqual([
      { name: "WEBSITE", url: null },
      { name: "X", url: null },
      { name: "TELEGRAM", url: null },
      { name: "INSTAGRAM", url: null },
      { name: "DISCORD", url: "https://discord.gg/blades" },
    ]);
  });
});
