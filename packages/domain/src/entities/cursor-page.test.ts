import { describe, expect, it } from "vitest";
import { ZActivityQuery } from "../activity.types.ts";
import { ZNotificationsQuery } from "../notifications-api.types.ts";
import { zCursorPage } from "./cursor-page.ts";
import { ZCount } from "./scalars.ts";

describe("keyset page shapes", () => {
  it("ask for the first page without a cursor, with each list's page size", () => {
    expect(ZNotificationsQuery.parse({})).toEqual({ perPage: 8 });
    const address = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
    expect(ZActivityQuery.parse({ address, tokenId: "1", cursor: "WzEsMiwzLDRd" })).toEqual({
      address,
      tokenId: "1",
      cursor: "WzEsMiwzLDRd",
      perPage: 50,
    });
  });

  it("refuse a cursor that is not base64url or longer than any the server hands out", () => {
    for (const cursor of ["", "a+b", "a/b", "a=", "x".repeat(201)]) {
      expect(ZNotificationsQuery.safeParse({ cursor }).success, cursor).toBe(false);
    }
    expect(ZNotificationsQuery.safeParse({ perPage: "101" }).success).toBe(false);
  });

  it("answer rows and the next page's cursor, null on the last page, and no total", () => {
    const page = zCursorPage(ZCount);
    expect(page.parse({ data: [1, 2], nextCursor: null, totalCount: 2 })).toEqual({
      data: [1, 2],
      nextCursor: null,
    });
    expect(page.safeParse({ data: [1] }).success).toBe(false);
  });
});
