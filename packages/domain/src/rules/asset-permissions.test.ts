import { describe, expect, it } from "vitest";
import { canAcceptProposal, canExecuteIntegration, canProposeIntegration } from "./asset-permissions.ts";
import type { ListingFacts } from "./listing-liveness.ts";
import type { ProposalFacts } from "./proposal-status.ts";
import type { Viewer } from "./viewer.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const owner: Viewer = { id: "creator-1", type: "creator" };
const otherCreator: Viewer = { id: "creator-2", type: "creator" };
const studio: Viewer = { id: "studio-1", type: "studio" };
const live: ListingFacts = { listId: "1", expiration: null, isActive: true };
const expired: ListingFacts = { ...live, expiration: "2026-11-01T00:00:00.000Z" };
const pending: ProposalFacts = { offererId: "studio-1", listingId: "1", accepted: false, isFinalised: false };
const asset = (listings: ListingFacts[], proposals: ProposalFacts[] = []) => ({
  userId: "creator-1",
  listings,
  proposals,
});

describe("canAcceptProposal", () => {
  it("lets the owner accept a pending proposal on a live listing", () => {
    expect(canAcceptProposal(owner, asset([live], [pending]), pending, now)).toBe(true);
  });

  it.each([
    ["another user", studio, [live], pending],
    ["anyone once the listing expired", owner, [expired], pending],
    ["a proposal already accepted", owner, [live], { ...pending, accepted: true }],
    ["a finalised proposal", owner, [live], { ...pending, accepted: true, isFinalised: true }],
    ["a proposal on a listing the asset does not have", owner, [live], { ...pending, listingId: "9" }],
  ])("refuses %s", (_, viewer, listings, proposal) => {
    expect(canAcceptProposal(viewer, asset(listings, [proposal]), proposal, now)).toBe(false);
  });

  it("leaves a proposal to the seller of its listing when holders list their own (decision 008)", () => {
    const holder: Viewer = { id: "holder-2", type: "creator" };
    const holders = asset([{ ...live, sellerUserId: "holder-2" }], [pending]);
    expect(canAcceptProposal(holder, holders, pending, now)).toBe(true);
    expect(canAcceptProposal(owner, holders, pending, now)).toBe(false);
  });
});

describe("canProposeIntegration", () => {
  it("lets a studio propose on a live listing it has no proposal on", () => {
    expect(canProposeIntegration(studio, asset([live]), now)).toBe(true);
  });

  it.each([
    ["twice", studio, asset([live], [pending])],
    ["on an expired listing", studio, asset([expired])],
    ["as a creator", otherCreator, asset([live])],
    ["on their own asset", owner, asset([live])],
    ["anonymously", null, asset([live])],
  ])("refuses proposing %s", (_, viewer, target) => {
    expect(canProposeIntegration(viewer, target, now)).toBe(false);
  });
});

describe("canExecuteIntegration", () => {
  it("lets the proposer execute once accepted, and not before or after", () => {
    const accepted = { ...pending, accepted: true };
    expect(canExecuteIntegration(studio, asset([live], [accepted]), now)).toBe(true);
    expect(canExecuteIntegration(studio, asset([live], [pending]), now)).toBe(false);
    expect(canExecuteIntegration(studio, asset([live], [{ ...accepted, isFinalised: true }]), now)).toBe(
      false,
    );
    expect(canExecuteIntegration(studio, asset([expired], [accepted]), now)).toBe(false);
  });
});
