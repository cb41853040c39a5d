import { describe, expect, it } from "vitest";
import { pageRequests } from "./page-requests.ts";
import { answersRequest } from "./rules/page-answers.ts";

const ADDRESS = `0x${"ab".repeat(20)}`;

describe("a page's first requests", () => {
  it("names the asset page's asset as the page asks for it, its route parameters decoded", () => {
    expect(pageRequests(`/asset/${ADDRESS}/7`, new URLSearchParams())).toEqual([
      { method: "GET", url: `/api/assets/${ADDRESS}/7` },
    ]);
    expect(pageRequests("/asset/a%20b/1%2F2", new URLSearchParams())).toEqual([
      { method: "GET", url: "/api/assets/a%20b/1%2F2" },
    ]);
  });

  it("names nothing for a malformed or unknown path", () => {
    for (const pathname of [
      "/asset/%E0%A4%A/1",
      `/asset/${ADDRESS}`,
      `/asset/${ADDRESS}/1/x`,
      "/",
      "/browse/users",
    ]) {
      expect(pageRequests(pathname, new URLSearchParams())).toEqual([]);
    }
  });

  it("asks for browse's grid and counts as a visitor: the viewer's own assets become every asset", () => {
    const [list, facets] = pageRequests(
      "/browse/assets",
      new URLSearchParams("own=OWNED&sort=recently-listed&q=crate"),
    );

    expect(list).toEqual({
      method: "POST",
      url: "/api/assets/list",
      body: { search: "crate", sort: "recently-listed", perPage: 24 },
    });
    expect(facets).toEqual({ method: "POST", url: "/api/assets/facets", body: { search: "crate" } });
  });

  it("matches an answer to a request by method, URL and body", () => {
    const request = {
      method: "POST" as const,
      url: "/api/assets/list",
      body: { sort: "recently-listed", perPage: 24 },
    };

    expect(answersRequest(request, { ...request, body: { sort: "recently-listed", perPage: 24 } })).toBe(
      true,
    );
    expect(answersRequest(request, { ...request, body: { sort: "recently-listed", perPage: 12 } })).toBe(
      false,
    );
    expect(answersRequest(request, { ...request, method: "GET" })).toBe(false);
    expect(answersRequest(request, { ...request, url: "/api/assets/facets" })).toBe(false);
  });
});
