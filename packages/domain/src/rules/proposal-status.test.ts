import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPOSAL_STATUS_LABELS } from "../messages/integration-panel.ts";
import type { ListingFacts } from "./listing-liveness.ts";
import { proposalStatus, proposalStatusLabel, type ProposalFacts } from "./proposal-status.ts";
import type { Viewer } from "./viewer.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const owner: Viewer = { id: "creator-1", type: "creator" };
const studio: Viewer = { id: "studio-1", type: "studio" };
const liveListing: ListingFacts = { listId: "1", expiration: "2026-12-01T00:00:00.000Z", isActive: true };
const expiredListing: ListingFacts = { ...liveListing, expiration: "2026-11-01T00:00:00.000Z" };
const asset = (listing: ListingFacts | null) => ({ userId: "creator-1", listings: listing ? [listing] : [] });
const proposal = (overrides: Partial<ProposalFacts> = {}): ProposalFacts => ({
  offererId: "studio-1",
  listingId: "1",
  accepted: false,
  isFinalised: false,
  ...overrides,
});

describe("proposalStatus", () => {
  it("is Integrated once finalised, even after the listing expired", () => {
    expect(
      proposalStatus(owner, asset(expiredListing), proposal({ accepted: true, isFinalised: true }), now),
    ).toBe("integrated");
  });

  it("is Accepted once accepted, even after the listing expired", () => {
    expect(proposalStatus(owner, asset(expiredListing), proposal({ accepted: true }), now)).toBe("accepted");
  });

  it("is Expired when the proposal's listing has expired, for the owner too", () => {
    expect(proposalStatus(owner, asset(expiredListing), proposal(), now)).toBe("expired");
    expect(proposalStatus(studio, asset(expiredListing), proposal(), now)).toBe("expired");
  });

  it("is Expired when the proposal's listing was cancelled or sold out before its expiry", () => {
    for (const state of ["cancelled", "sold-out"] as const) {
      const closed: ListingFacts = { ...liveListing, isActive: false, state };
      expect(proposalStatus(owner, asset(closed), proposal(), now)).toBe("expired");
      expect(proposalStatus(studio, asset(closed), proposal(), now)).toBe("expired");
    }
  });

  it("offers the Accept button to the owner while the listing is live", () => {
    expect(proposalStatus(owner, asset(liveListing), proposal(), now)).toBe("accept");
  });

  it.each([
    ["to another user while live", studio, liveListing],
    ["to anonymous visitors", null, liveListing],
    ["to the owner when the listing is gone", owner, null],
  ])("is Pending %s", (_, viewer, listing) => {
    expect(proposalStatus(viewer, asset(listing), proposal(), now)).toBe("pending");
  });

  it("looks at the proposal's own listing, not the newest one", () => {
    const listings = [expiredListing, { ...liveListing, listId: "2" }];
    expect(proposalStatus(owner, { userId: "creator-1", listings }, proposal({ listingId: "1" }), now)).toBe(
      "expired",
    );
    expect(proposalStatus(owner, { userId: "creator-1", listings }, proposal({ listingId: "2" }), now)).toBe(
      "accept",
    );
  });

  it("offers Accept to the listing's seller, who may be another holder than the owner", () => {
    const holders = { userId: "creator-1", listings: [{ ...liveListing, sellerUserId: "holder-2" }] };
    expect(proposalStatus({ id: "holder-2", type: "creator" }, holders, proposal(), now)).toBe("accept");
    expect(proposalStatus(owner, holders, proposal(), now)).toBe("pending");
  });

  it("offers Accept only to the owner and only while the listing is live", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Viewer>(owner, studio, null),
        fc.integer({ min: -48, max: 48 }),
        fc.boolean(),
        fc.boolean(),
        (viewer, hours, accepted, isFinalised) => {
          const listing = { ...liveListing, expiration: new Date(now.getTime() + hours * 3_600_000) };
          const status = proposalStatus(viewer, asset(listing), proposal({ accepted, isFinalised }), now);
          expect(Object.keys(PROPOSAL_STATUS_LABELS)).toContain(status);
          if (status === "accept") {
            expect(viewer).toBe(owner);
            expect(hours).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe("proposalStatusLabel", () => {
  it("uses the spec's table labels", () => {
    expect(
      (["integrated", "accepted", "expired", "accept", "pending"] as const).map(proposalStatusLabel),
    ).toEqual(["Integrated", "Accepted", "Expired", "Accept", "Pending"]);
  });
});
