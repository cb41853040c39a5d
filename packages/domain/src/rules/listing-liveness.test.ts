import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findListingById,
  findLiveListing,
  isListingCancelled,
  isListingExpired,
  isListingLive,
  latestListing,
  listingToRead,
  type ListingFacts,
} from "./listing-liveness.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const later = "2026-11-21T13:00:00.000Z";
const earlier = "2026-11-21T11:00:00.000Z";
const listing = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  listId: "1",
  expiration: later,
  isActive: true,
  ...overrides,
});

describe("isListingExpired", () => {
  it.each([
    ["no expiration", null, false],
    ["a future date", later, false],
    ["a past date", earlier, true],
    ["the expiry instant itself", now.toISOString(), true],
    ["a Date from the database", new Date(earlier), true],
    ["an unreadable date", "soon", true],
  ])("with %s is %s", (_, expiration, expired) => {
    expect(isListingExpired({ expiration }, now)).toBe(expired);
  });
});

describe("isListingLive", () => {
  it("is live with an id and an unexpired entry", () => {
    expect(isListingLive(listing(), now)).toBe(true);
    expect(isListingLive(listing({ expiration: null }), now)).toBe(true);
  });

  it.each([
    ["without an id", { listId: null }],
    ["with an empty id", { listId: "" }],
    ["once expired", { expiration: earlier }],
    ["when explicitly inactive", { isActive: false }],
  ])("is not live %s", (_, overrides) => {
    expect(isListingLive(listing(overrides), now)).toBe(false);
  });

  it("treats a missing isActive as active", () => {
    expect(isListingLive({ listId: "1", expiration: null }, now)).toBe(true);
    expect(isListingLive(listing({ isActive: null }), now)).toBe(true);
  });

  it("never calls an expired listing live", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.integer({ min: 0, max: 10 * 365 * 24 * 3600 * 1000 }),
        (listId, isActive, msAgo) => {
          const expiration = new Date(now.getTime() - msAgo);
          expect(isListingLive({ listId, expiration, isActive }, now)).toBe(false);
        },
      ),
    );
  });
});

describe("findLiveListing", () => {
  it("finds the live listing among expired and inactive ones, or null", () => {
    const live = listing({ listId: "3" });
    expect(findLiveListing([listing({ expiration: earlier }), live, listing({ isActive: false })], now)).toBe(
      live,
    );
    expect(findLiveListing([listing({ expiration: earlier })], now)).toBeNull();
    expect(findLiveListing([], now)).toBeNull();
  });
});

describe("latestListing", () => {
  it("is the listing with the greatest on-chain id, compared as numbers", () => {
    const ten = listing({ listId: "10" });
    expect(latestListing([listing({ listId: "9" }), ten, listing({ listId: "2" })])).toBe(ten);
  });

  it("ranks listings without an id below those with one", () => {
    const withId = listing({ listId: "1" });
    expect(latestListing([withId, listing({ listId: null })])).toBe(withId);
  });

  it("prefers the later one on a tie and is null for no listings", () => {
    const second = listing({ listId: null, isActive: false });
    expect(latestListing([listing({ listId: null }), second])).toBe(second);
    expect(latestListing([])).toBeNull();
  });

  it("does not depend on the order listings arrive in when ids differ", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), { minLength: 1 }), (ids) => {
        const listings = ids.map((id) => listing({ listId: id.toString() }));
        const max = ids.reduce((a, b) => (a > b ? a : b));
        expect(latestListing(listings)?.listId).toBe(max.toString());
        expect(latestListing([...listings].reverse())?.listId).toBe(max.toString());
      }),
    );
  });
});

describe("findListingById", () => {
  it("finds the listing a proposal was made on", () => {
    const two = listing({ listId: "2" });
    expect(findListingById([listing(), two], "2")).toBe(two);
    expect(findListingById([listing()], "9")).toBeNull();
  });
});

describe("isListingCancelled", () => {
  it.each([
    ["cancelled", "cancelled", true],
    ["sold-out", "sold-out", false],
    ["active", "active", false],
    ["missing", undefined, false],
  ] as const)("is %s for the state %s", (_, state, cancelled) => {
    expect(isListingCancelled({ state })).toBe(cancelled);
  });

  it("keeps a cancelled listing from being live, whatever its expiration", () => {
    expect(isListingLive(listing({ isActive: false, state: "cancelled", expiration: null }), now)).toBe(
      false,
    );
  });
});

describe("listingToRead", () => {
  it("prefers the live listing over a later inactive one", () => {
    const live = listing({ listId: "2" });
    const cancelled = listing({ listId: "5", isActive: false, state: "cancelled" });
    expect(listingToRead([live, cancelled], now)).toBe(live);
  });

  it("falls back to the latest listing when none is live", () => {
    const old = listing({ listId: "1", expiration: earlier });
    const cancelled = listing({ listId: "3", isActive: false, state: "cancelled" });
    expect(listingToRead([cancelled, old], now)).toBe(cancelled);
  });

  it("is null without a listing that reached the chain", () => {
    expect(listingToRead([], now)).toBeNull();
    expect(listingToRead([listing({ listId: null })], now)).toBeNull();
  });
});
