import { describe, expect, it } from "vitest";
import {
  DEFAULT_BROWSE_STATE,
  readBrowseState,
  toBrowseFilters,
  toBrowseRequest,
  writeBrowseState,
  type BrowseUrlState,
} from "./browse-url-state.ts";

const COLLECTION = "0b9a4c1e-5d1f-4c8e-9a57-3f2a9e6d7b10";

const everything: BrowseUrlState = {
  search: "dragon",
  chainIds: [31337, 1328],
  status: "LISTED",
  categories: ["weapons", "props"],
  genres: ["sci-fi"],
  priceMin: 1.5,
  priceMax: 20,
  collectionIds: [COLLECTION],
  activity: ["integrated"],
  ercTypes: ["ERC1155"],
  ownership: "OWNED",
  sort: "trending",
  period: "30D",
  mode: "advanced",
  live: true,
};

describe("browse URL state", () => {
  it("round-trips every part of the state through the URL", () => {
    const url = writeBrowseState(everything).toString();
    expect(readBrowseState(new URLSearchParams(url))).toEqual(everything);
    expect(url).toBe(
      "q=dragon&chain=31337%2C1328&status=LISTED&category=weapons%2Cprops&genre=sci-fi&min=1.5&max=20" +
        `&collection=${COLLECTION}&activity=integrated&type=ERC1155&own=OWNED&period=30D&mode=advanced&live=1`,
    );
  });

  it("leaves every default out, so the plain page has no query", () => {
    expect(writeBrowseState(DEFAULT_BROWSE_STATE).toString()).toBe("");
    expect(readBrowseState(new URLSearchParams())).toEqual(DEFAULT_BROWSE_STATE);
  });

  it("keeps the period only for Trending", () => {
    const listed = writeBrowseState({ ...DEFAULT_BROWSE_STATE, sort: "price-asc", period: "1D" });
    expect(listed.toString()).toBe("sort=price-asc");
    expect(toBrowseRequest({ ...DEFAULT_BROWSE_STATE, sort: "price-asc", period: "1D" }, 24)).toEqual({
      sort: "price-asc",
      perPage: 24,
    });
  });

  it("drops values it does not know instead of sending them to the API", () => {
    const state = readBrowseState(
      new URLSearchParams(
        "chain=abc,-1,31337,31337&status=SOLD&category=weapons,guns&genre=&min=-3&max=1000" +
          "&collection=not-an-id&type=ERC20&own=MINE&sort=cheapest&period=2D&mode=expert&live=yes",
      ),
    );
    expect(state).toEqual({ ...DEFAULT_BROWSE_STATE, chainIds: [31337], categories: ["weapons"] });
  });

  it("reads a min above the max as the range meant", () => {
    const state = readBrowseState(new URLSearchParams("min=50&max=5"));
    expect([state.priceMin, state.priceMax]).toEqual([5, 50]);
  });

  it("sends only the filters chosen", () => {
    expect(toBrowseFilters(DEFAULT_BROWSE_STATE)).toEqual({});
    expect(toBrowseRequest(DEFAULT_BROWSE_STATE, 24)).toEqual({
      sort: "trending",
      period: "7D",
      perPage: 24,
    });
    // Sort, period, mode and Live shape the request or the page, not the filters.
    const { sort: _sort, period: _period, mode: _mode, live: _live, ...filters } = everything;
    expect(toBrowseFilters(everything)).toEqual(filters);
  });
});
