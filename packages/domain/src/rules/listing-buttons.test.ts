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
// The owner holds one edition; nobody else holds any.
const held = (viewer: Viewer) => (viewer?.id === "creator-1" ? 1n : 0n);

describe("canShowListButton", () => {
  it("shows for the owner of a never-listed asset", () => {
    expect(canShowListButton(owner, asset([]), now, held(owner))).toBe(true);
  });

  it("shows for the owner once the latest listing expired", () => {
    expect(canShowListButton(owner, asset([expired]), now, held(owner))).toBe(true);
  });

  it("treats a latest listing without isActive as not inactive", () => {
    expect(
      canShowListButton(
        owner,
        asset([{ listId: "1", expiration: "2026-11-01T00:00:00.000Z" }]),
        now,
        held(owner),
      ),
    ).toBe(true);
  });

  it("hides while a live listing exists", () => {
    expect(canShowListButton(owner, asset([expired, live]), now, held(owner))).toBe(false);
  });

  it("hides when the latest listing is explicitly inactive", () => {
    expect(
      canShowListButton(
        owner,
        asset([expired, { ...expired, listId: "3", isActive: false }]),
        now,
        held(owner),
      ),
    ).toBe(false);
  });

  it.each([
    ["anonymous visitors", null],
    ["other users", other],
    ["an admin who is not the owner", admin],
  ])("hides for %s", (_, viewer) => {
    expect(canShowListButton(viewer, asset([]), now, held(viewer))).toBe(false);
  });

  describe("after a cancel (docs/decisions/008)", () => {
    const cancelled: ListingFacts = { ...live, listId: "3", isActive: false, state: "cancelled" };

    it("shows again once the latest listing was cancelled", () => {
      expect(canShowListButton(owner, asset([expired, cancelled]), now, held(owner))).toBe(true);
    });

    it("shows for a cancelled listing that had not expired yet", () => {
      const future = { ...cancelled, expiration: "2026-12-01T00:00:00.000Z" };
      expect(canShowListButton(owner, asset([future]), now, held(owner))).toBe(true);
    });

    it("still hides when the latest listing sold out", () => {
      expect(canShowListButton(owner, asset([{ ...cancelled, state: "sold-out" }]), now, held(owner))).toBe(
        false,
      );
    });

    it("still hides for an inactive listing whose state the server did not send", () => {
      expect(canShowListButton(owner, asset([{ ...cancelled, state: undefined }]), now, held(owner))).toBe(
        false,
      );
      expect(canShowListButton(owner, asset([{ ...cancelled, state: null }]), now, held(owner))).toBe(false);
    });

    it("hides while a newer live listing exists", () => {
      expect(canShowListButton(owner, asset([cancelled, { ...live, listId: "4" }]), now, held(owner))).toBe(
        false,
      );
    });

    it("hides for other users", () => {
      expect(canShowListButton(other, asset([cancelled]), now, held(other))).toBe(false);
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
          canShowListButton(owner, asset(listings), now, held(owner)) &&
          canShowEditListing(owner, asset(listings), now);
        expect(both).toBe(false);
      }),
    );
  });
});

describe("several holders of one ERC-1155 token (docs/decisions/008)", () => {
  const holder: Viewer = { id: "holder-2", type: "creator" };
  const creators = (listing: ListingFacts): ListingFacts => ({ ...listing, sellerUserId: "creator-1" });
  const holders = (listing: ListingFacts): ListingFacts => ({ ...listing, sellerUserId: "holder-2" });

  it("shows List to any holder with a balance, and to nobody without one", () => {
    expect(canShowListButton(holder, asset([]), now, 9n)).toBe(true);
    expect(canShowListButton(holder, asset([]), now, 0n)).toBe(false);
    expect(canShowListButton(owner, asset([]), now, 0n)).toBe(false);
    expect(canShowListButton(null, asset([]), now, 9n)).toBe(false);
  });

  it("looks only at the viewer's own listings", () => {
    const othersLive = asset([creators(live)]);
    expect(canShowListButton(holder, othersLive, now, 9n)).toBe(true);
    expect(canShowEditListing(holder, othersLive, now)).toBe(false);
    expect(canShowReadListedTokens(holder, othersLive, now)).toBe(false);
    const ownLive = asset([creators(live), holders({ ...live, listId: "3" })]);
    expect(canShowListButton(holder, ownLive, now, 9n)).toBe(false);
    expect(canShowEditListing(holder, ownLive, now)).toBe(true);
    expect(canShowEditListing(owner, asset([holders(live)]), now)).toBe(false);
  });

  it("keeps a seller's sold-out listing from blocking another holder", () => {
    const soldOut = { ...live, isActive: false, state: "sold-out" as const };
    expect(canShowListButton(holder, asset([creators(soldOut)]), now, 1n)).toBe(true);
    expect(canShowListButton(holder, asset([holders(soldOut)]), now, 1n)).toBe(false);
  });

  it("gives a listing sold from an unregistered wallet to nobody", () => {
    const anonymous = asset([{ ...live, sellerUserId: null }]);
    expect(canShowEditListing(owner, anonymous, now)).toBe(false);
    expect(canShowListButton(owner, anonymous, now, 1n)).toBe(true);
  });
});
