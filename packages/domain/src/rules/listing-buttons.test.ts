import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canShowCancelListing,
  canShowEditListing,
  canShowListButton,
  canShowReadListedTokens,
} from "./listing-buttons.ts";
import type { ListingFacts } from "./listing-liveness.ts";
import type { Viewer } from "./viewer.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const owner: Viewer = { id: "creator-1", type: "creator" };
const admin: Viewer = { id: "admin-1", type: "admin" };
const other: Viewer = { id: "studio-1", type: "studio" };
const live: ListingFacts = { listId: "2", expiration: null, isActive: true };
const expired: ListingFacts = { listId: "1", expiration: "2026-11-01T00:00:00.000Z", isActive: true };
const asset = (listings: ListingFacts[]) => ({ userId: "creator-1", listings });

describe("canShowListButton", () => {
  it("shows for the owner of a never-listed asset", () => {
    expect(canShowListButton(owner, asset([]), now)).toBe(true);
  });

  it("shows for the owner once the latest listing expired", () => {
    expect(canShowListButton(owner, asset([expired]), now)).toBe(true);
  });

  it("treats a latest listing without isActive as not inactive", () => {
    expect(
      canShowListButton(owner, asset([{ listId: "1", expiration: "2026-11-01T00:00:00.000Z" }]), now),
    ).toBe(true);
  });

  it("hides while a live listing exists", () => {
    expect(canShowListButton(owner, asset([expired, live]), now)).toBe(false);
  });

  it("hides when the latest listing is explicitly inactive", () => {
    expect(
      canShowListButton(owner, asset([expired, { ...expired, listId: "3", isActive: false }]), now),
    ).toBe(false);
  });

  it.each([
    ["anonymous visitors", null],
    ["other users", other],
    ["an admin who is not the owner", admin],
  ])("hides for %s", (_, viewer) => {
    expect(canShowListButton(viewer, asset([]), now)).toBe(false);
  });

  describe("after a cancel (docs/decisions/008)", () => {
    const cancelled: ListingFacts = { ...live, listId: "3", isActive: false, state: "cancelled" };

    it("shows again once the latest listing was cancelled", () => {
      expect(canShowListButton(owner, asset([expired, cancelled]), now)).toBe(true);
    });

    it("shows for a cancelled listing that had not expired yet", () => {
      const future = { ...cancelled, expiration: "2026-12-01T00:00:00.000Z" };
      expect(canShowListButton(owner, asset([future]), now)).toBe(true);
    });

    it("still hides when the latest listing sold out", () => {
      expect(canShowListButton(owner, asset([{ ...cancelled, state: "sold-out" }]), now)).toBe(false);
    });

    it("still hides for an inactive listing whose state the server did not send", () => {
      expect(canShowListButton(owner, asset([{ ...cancelled, state: undefined }]), now)).toBe(false);
      expect(canShowListButton(owner, asset([{ ...cancelled, state: null }]), now)).toBe(false);
    });

    it("hides while a newer live listing exists", () => {
      expect(canShowListButton(owner, asset([cancelled, { ...live, listId: "4" }]), now)).toBe(false);
    });

    it("hides for other users", () => {
      expect(canShowListButton(other, asset([cancelled]), now)).toBe(false);
    });
  });
});

describe("canShowEditListing", () => {
  it("shows for the owner while a live listing exists", () => {
    expect(canShowEditListing(owner, asset([expired, live]), now)).toBe(true);
  });

  it.each([
    ["without listings", owner, []],
    ["when the only listing expired", owner, [expired]],
    ["for anyone but the owner", other, [live]],
    ["for anonymous visitors", null, [live]],
  ])("hides %s", (_, viewer, listings) => {
    expect(canShowEditListing(viewer, asset(listings), now)).toBe(false);
  });
});

describe("canShowCancelListing", () => {
  it("shows for the owner while a live listing exists", () => {
    expect(canShowCancelListing(owner, asset([live]), now)).toBe(true);
  });

  it.each([
    ["once the listing expired", owner, [expired]],
    ["once the listing was cancelled", owner, [{ ...live, isActive: false, state: "cancelled" as const }]],
    ["for anyone but the owner", other, [live]],
    ["for anonymous visitors", null, [live]],
  ])("hides %s", (_, viewer, listings) => {
    expect(canShowCancelListing(viewer, asset(listings), now)).toBe(false);
  });
});

describe("canShowReadListedTokens", () => {
  it.each([
    ["a live listing", [live]],
    ["an expired listing", [expired]],
    ["a cancelled listing", [{ ...live, isActive: false, state: "cancelled" as const }]],
  ])("shows for the owner with %s", (_, listings) => {
    expect(canShowReadListedTokens(owner, asset(listings), now)).toBe(true);
  });

  it.each([
    ["without listings", owner, []],
    ["when no listing reached the chain", owner, [{ ...live, listId: null }]],
    ["for anyone but the owner", other, [live]],
    ["for anonymous visitors", null, [live]],
  ])("hides %s", (_, viewer, listings) => {
    expect(canShowReadListedTokens(viewer, asset(listings), now)).toBe(false);
  });
});

describe("List and Edit listing together", () => {
  it("are never both shown", () => {
    const listingArb = fc.record({
      listId: fc.option(fc.integer({ min: 1, max: 20 }).map(String), { nil: null }),
      expiration: fc.option(
        fc.integer({ min: -48, max: 48 }).map((h) => new Date(now.getTime() + h * 3_600_000)),
        { nil: null },
      ),
      isActive: fc.option(fc.boolean(), { nil: undefined }),
      state: fc.option(fc.constantFrom("active" as const, "cancelled" as const, "sold-out" as const), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(fc.array(listingArb, { maxLength: 5 }), (listings) => {
        const both =
          canShowListButton(owner, asset(listings), now) && canShowEditListing(owner, asset(listings), now);
        expect(both).toBe(false);
      }),
    );
  });
});
