import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INTEGRATION_PANEL_TEXTS } from "../messages/integration-panel.ts";
import { INTEGRATION_PANEL_STATES, integrationPanelState } from "./integration-panel.ts";
import type { ListingFacts } from "./listing-liveness.ts";
import type { ProposalFacts } from "./proposal-status.ts";
import type { Viewer } from "./viewer.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const studio: Viewer = { id: "studio-1", type: "studio" };
const live: ListingFacts = { listId: "2", expiration: "2026-12-01T00:00:00.000Z", isActive: true };
const expired: ListingFacts = { listId: "1", expiration: "2026-11-01T00:00:00.000Z", isActive: true };
const proposal = (overrides: Partial<ProposalFacts> = {}): ProposalFacts => ({
  offererId: "studio-1",
  listingId: "2",
  accepted: false,
  isFinalised: false,
  ...overrides,
});
const asset = (listings: ListingFacts[] = [live], proposals: ProposalFacts[] = []) => ({
  userId: "creator-1",
  listings,
  proposals,
});

describe("integrationPanelState, in the spec's order", () => {
  it("invites anonymous visitors to create an account", () => {
    expect(integrationPanelState(null, asset(), now)).toEqual({
      state: "anonymous",
      text: "Create a free account and join the MeshLink community!",
    });
  });

  it("tells a creator-type user to log in as a studio", () => {
    expect(integrationPanelState({ id: "creator-2", type: "creator" }, asset(), now)).toEqual({
      state: "notStudio",
      text: "You must be logged in as a studio for integration options.",
    });
  });

  it("tells an admin the same: only studios integrate", () => {
    expect(integrationPanelState({ id: "admin-1", type: "admin" }, asset(), now)).toMatchObject({
      text: INTEGRATION_PANEL_TEXTS.creatorUser,
    });
  });

  it.each([
    ["no listing at all", []],
    ["only a listing that never reached the chain", [{ listId: null, expiration: null, isActive: true }]],
  ])("says the asset was not listed with %s", (_, listings) => {
    expect(integrationPanelState(studio, asset(listings), now)).toEqual({
      state: "notListed",
      text: "This asset hasn't been listed yet.",
    });
  });

  it.each([
    ["its listing expired", [expired]],
    ["its listing was closed", [{ ...live, isActive: false }]],
  ])("says the listing expired when %s", (_, listings) => {
    expect(integrationPanelState(studio, asset(listings), now)).toEqual({
      state: "expired",
      text: "The listing for this asset has expired.",
    });
  });

  it("puts expired before finalised, as the spec orders them", () => {
    const done = proposal({ listingId: "1", accepted: true, isFinalised: true });
    expect(integrationPanelState(studio, asset([expired], [done]), now).state).toBe("expired");
  });

  it("tells a studio it has integrated, whichever listing the integration was on", () => {
    const done = proposal({ listingId: "1", accepted: true, isFinalised: true });
    expect(integrationPanelState(studio, asset([expired, live], [done]), now)).toEqual({
      state: "finalised",
      text: "You have integrated this NFT.",
    });
  });

  it("tells the studio it has integrated when its integration sold the listing out before expiry", () => {
    const soldOut: ListingFacts = { ...live, isActive: false, state: "sold-out" };
    const done = proposal({ accepted: true, isFinalised: true });
    expect(integrationPanelState(studio, asset([soldOut], [done]), now).state).toBe("finalised");
    const other: Viewer = { id: "studio-2", type: "studio" };
    expect(integrationPanelState(other, asset([soldOut], [done]), now).state).toBe("expired");
  });

  it("keeps expired first when the only listing was cancelled, even after an integration", () => {
    const cancelled: ListingFacts = { ...live, isActive: false, state: "cancelled" };
    const done = proposal({ accepted: true, isFinalised: true });
    expect(integrationPanelState(studio, asset([cancelled], [done]), now).state).toBe("expired");
  });

  it("shows a disabled Integrate while the own proposal is pending", () => {
    const pending = proposal();
    expect(integrationPanelState(studio, asset([live], [pending]), now)).toEqual({
      state: "pending",
      button: { label: "Integrate", enabled: false },
      proposal: pending,
    });
  });

  it("shows an enabled Integrate once the own proposal is accepted", () => {
    const accepted = proposal({ accepted: true });
    expect(integrationPanelState(studio, asset([live], [proposal(), accepted]), now)).toEqual({
      state: "accepted",
      button: { label: "Integrate", enabled: true },
      proposal: accepted,
    });
  });

  it("offers Propose on the live listing otherwise", () => {
    expect(integrationPanelState(studio, asset(), now)).toEqual({
      state: "propose",
      button: { label: "Propose", enabled: true },
      listings: [live],
    });
  });

  it("offers every live listing of an ERC-1155 token's holders, lowest royalty first", () => {
    const dear = { ...live, listId: "3", price: 900 };
    const cheap = { ...live, listId: "4", price: 250 };
    const panel = integrationPanelState(studio, asset([expired, dear, cheap]), now);
    expect(panel).toMatchObject({ state: "propose", listings: [cheap, dear] });
  });

  it("shows the own pending proposal whichever live listing it is on", () => {
    const second = { ...live, listId: "3" };
    const pending = proposal({ listingId: "3" });
    expect(integrationPanelState(studio, asset([live, second], [pending]), now)).toMatchObject({
      state: "pending",
      proposal: pending,
    });
  });

  it("offers Propose when only other studios or older listings have proposals", () => {
    const others = [proposal({ offererId: "studio-2", accepted: true }), proposal({ listingId: "1" })];
    expect(integrationPanelState(studio, asset([expired, live], others), now).state).toBe("propose");
  });

  it("gives the owner no panel, whatever their type", () => {
    expect(integrationPanelState({ id: "creator-1", type: "creator" }, asset(), now)).toEqual({
      state: "owner",
    });
    expect(integrationPanelState({ id: "creator-1", type: "studio" }, asset([]), now)).toEqual({
      state: "owner",
    });
  });
});

describe("integrationPanelState, properties", () => {
  const viewerArb = fc.option(
    fc.record({
      id: fc.constantFrom("creator-1", "studio-1", "studio-2"),
      type: fc.constantFrom("creator", "studio", "admin"),
    }),
    { nil: null },
  ) as fc.Arbitrary<Viewer>;
  const listingArb = fc.record({
    listId: fc.option(fc.constantFrom("1", "2", "3"), { nil: null }),
    expiration: fc.option(
      fc.integer({ min: -48, max: 48 }).map((h) => new Date(now.getTime() + h * 3_600_000)),
      { nil: null },
    ),
    isActive: fc.option(fc.boolean(), { nil: undefined }),
  });
  const proposalArb = fc
    .record({
      offererId: fc.constantFrom("studio-1", "studio-2"),
      listingId: fc.constantFrom("1", "2", "3"),
      accepted: fc.boolean(),
      isFinalised: fc.boolean(),
    })
    .map((p) => ({ ...p, accepted: p.accepted || p.isFinalised }));
  const assetArb = fc.record({
    userId: fc.constant("creator-1"),
    listings: fc.array(listingArb, { maxLength: 4 }),
    proposals: fc.array(proposalArb, { maxLength: 4 }),
  });

  it("is always exactly one of the known states, with the spec's text or a button", () => {
    fc.assert(
      fc.property(viewerArb, assetArb, (viewer, asset) => {
        const panel = integrationPanelState(viewer, asset, now);
        expect(INTEGRATION_PANEL_STATES).toContain(panel.state);
        if ("text" in panel) expect(Object.values(INTEGRATION_PANEL_TEXTS)).toContain(panel.text);
        if ("button" in panel) expect(["pending", "accepted", "propose"]).toContain(panel.state);
      }),
    );
  });

  it("only ever offers a button to a studio that does not own the asset, on a live listing", () => {
    fc.assert(
      fc.property(viewerArb, assetArb, (viewer, asset) => {
        const panel = integrationPanelState(viewer, asset, now);
        if ("button" in panel) {
          expect(viewer?.type).toBe("studio");
          expect(viewer?.id).not.toBe(asset.userId);
        }
        if (panel.state === "propose")
          for (const listing of panel.listings) expect(listing.listId).toBeTruthy();
        if (panel.state === "pending" || panel.state === "accepted")
          expect(panel.proposal.offererId).toBe(viewer?.id);
      }),
    );
  });
});
