import { describe, expect, it } from "vitest";
import { ZCollectionsQuery, ZFeaturedPickRequest } from "./collections-browse.types.ts";

describe("collections browse contract", () => {
  it("reads the query string's text as numbers and defaults to the top by 7D volume", () => {
    const query = ZCollectionsQuery.parse({ blockchainId: "31337", perPage: "5", page: "2" });
    expect(query).toMatchObject({ blockchainId: 31337, perPage: 5, page: 2, sort: "volume", period: "7D" });
  });

  it("refuses an unknown category, sort or period and an oversized page", () => {
    expect(ZCollectionsQuery.safeParse({ categoryId: "spaceships" }).success).toBe(false);
    expect(ZCollectionsQuery.safeParse({ sort: "trending" }).success).toBe(false);
    expect(ZCollectionsQuery.safeParse({ period: "2D" }).success).toBe(false);
    expect(ZCollectionsQuery.safeParse({ perPage: "101" }).success).toBe(false);
  });

  it("takes at most twelve featured collections, by record id", () => {
    const id = "6f1c1d3e-0b5a-4c1e-9a53-2f8f1b2f0c11";
    expect(ZFeaturedPickRequest.safeParse({ collectionIds: [id] }).success).toBe(true);
    expect(ZFeaturedPickRequest.safeParse({ collectionIds: ["x"] }).success).toBe(false);
    expect(ZFeaturedPickRequest.safeParse({ collectionIds: Array(13).fill(id) }).success).toBe(false);
  });
});
