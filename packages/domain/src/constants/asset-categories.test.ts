import { describe, expect, it } from "vitest";
import { ZAssetMetadataRequest } from "../create-asset.types.ts";
import {
  ASSET_CATEGORIES,
  ASSET_GENRES,
  CATEGORY_MESSAGES,
  categoryCode,
  categoryOfCode,
  genreCodes,
  genresOfCodes,
} from "./asset-categories.ts";

const request = { name: "Crate", technicalDescription: { short: { polyCount: "60" } } };
const messagesOf = (input: object) =>
  ZAssetMetadataRequest.safeParse({ ...request, ...input }).error?.issues.map((issue) => issue.message);

describe("asset categories and genres", () => {
  it("have unique slugs, codes and labels, so a stored code always names one entry", () => {
    for (const list of [ASSET_CATEGORIES, ASSET_GENRES]) {
      for (const key of ["slug", "code", "label"] as const)
        expect(new Set(list.map((entry) => entry[key])).size).toBe(list.length);
      // Codes fit the smallint columns and 0 stays free.
      expect(list.every((entry) => entry.code > 0 && entry.code < 32_768)).toBe(true);
    }
  });

  it("turn slugs into the stored codes and back", () => {
    for (const { slug } of ASSET_CATEGORIES) expect(categoryOfCode(categoryCode(slug))).toBe(slug);
    const genres = ASSET_GENRES.map((entry) => entry.slug);
    expect(genresOfCodes(genreCodes(genres))).toEqual(genres);
    expect(categoryOfCode(null)).toBeNull();
    expect(categoryOfCode(999)).toBeNull();
    expect(genresOfCodes([1, 999])).toEqual(["fantasy"]);
  });

  it("are part of the metadata request: a category is required, genres are optional", () => {
    const parsed = ZAssetMetadataRequest.parse({ ...request, category: "vehicles" });
    expect(parsed).toMatchObject({ category: "vehicles", genres: [] });
    expect(
      ZAssetMetadataRequest.parse({ ...request, category: "ui", genres: ["sci-fi", "horror"] }).genres,
    ).toEqual(["sci-fi", "horror"]);
    expect(messagesOf({})).toEqual([CATEGORY_MESSAGES.categoryRequired]);
    expect(messagesOf({ category: "" })).toEqual(["Category is required"]);
  });

  it("refuse unknown entries, more than three genres and a genre twice, each with its message", () => {
    expect(messagesOf({ category: "furniture" })).toEqual(['Unknown category "furniture"']);
    expect(messagesOf({ category: 3 })).toEqual(["Unknown category 3"]);
    expect(messagesOf({ category: "props", genres: ["fantasy", "western"] })).toEqual([
      'Unknown genre "western"',
    ]);
    expect(messagesOf({ category: "props", genres: ["fantasy", "horror", "realistic", "sci-fi"] })).toEqual([
      "Choose at most 3 genres",
    ]);
    expect(messagesOf({ category: "props", genres: ["fantasy", "fantasy"] })).toEqual([
      "Each genre can be chosen once",
    ]);
  });
});
