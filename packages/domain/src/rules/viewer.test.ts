import { describe, expect, it } from "vitest";
import { isAssetOwner, viewerFromUser } from "./viewer.ts";

describe("viewerFromUser", () => {
  it("keeps the id and type of a signed-in user, and null for anonymous", () => {
    expect(viewerFromUser({ _id: "u1", type: "studio" })).toEqual({ id: "u1", type: "studio" });
    expect(viewerFromUser(null)).toBeNull();
    expect(viewerFromUser(undefined)).toBeNull();
  });
});

describe("isAssetOwner", () => {
  it("is true only when the viewer's id equals the asset's userId", () => {
    expect(isAssetOwner({ id: "u1", type: "creator" }, { userId: "u1" })).toBe(true);
    expect(isAssetOwner({ id: "u2", type: "admin" }, { userId: "u1" })).toBe(false);
    expect(isAssetOwner(null, { userId: "u1" })).toBe(false);
  });
});
