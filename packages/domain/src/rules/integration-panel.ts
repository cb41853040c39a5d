import { INTEGRATION_PANEL_BUTTONS, INTEGRATION_PANEL_TEXTS } from "../messages/integration-panel.ts";
import {
  isListingCancelled,
  isListingExpired,
  isListingLive,
  type ListingFacts,
} from "./listing-liveness.ts";
import type { ProposalFacts } from "./proposal-status.ts";
import { isAssetOwner, type Viewer } from "./viewer.ts";

type TextState<S extends string> = { state: S; text: string };
type IntegrateButton<S extends string, Enabled extends boolean, P> = {
  state: S;
  button: { label: typeof INTEGRATION_PANEL_BUTTONS.integrate; enabled: Enabled };
  proposal: P;
};

export type IntegrationPanelState<L extends ListingFacts, P extends ProposalFacts> =
  // The panel is for non-owners; the owner gets List / Edit listing and the Accept buttons instead.
  | { state: "owner" }
  | TextState<"anonymous" | "notStudio" | "notListed" | "expired" | "finalised">
  | IntegrateButton<"pending", false, P>
  | IntegrateButton<"accepted", true, P>
  | {
      state: "propose";
      button: { label: typeof INTEGRATION_PANEL_BUTTONS.propose; enabled: true };
      /** Every live listing, lowest royalty first: an ERC-1155 token's holders each list their own. */
      listings: readonly [L, ...L[]];
    };

type IntegrationPanelStateName = IntegrationPanelState<ListingFacts, ProposalFacts>["state"];

export const INTEGRATION_PANEL_STATES = [
  "owner",
  "anonymous",
  "notStudio",
  "notListed",
  "expired",
  "finalised",
  "pending",
  "accepted",
  "propose",
] as const satisfies readonly IntegrationPanelStateName[];

type AssetForPanel<L, P> = { userId: string; listings: readonly L[]; proposals: readonly P[] };

// Spec section 4 "Integration panel for non-owners", checked in the spec's order. Where the spec is
// silent:
// - an admin is told to log in as a studio: only studios propose (section 6);
// - "no listing" means no listing ever reached the chain; a listing that exists but is no longer live
//   (expired, or closed/cancelled) shows the expired text, the nearest the spec offers;
// - "finalised" looks at the viewer's proposals on any listing (an integration is permanent), while
//   pending/accepted look only at live listings, so an old proposal does not block a new one;
// - with both an accepted and a pending proposal on live listings, accepted wins: it can act;
// - with several live listings (an ERC-1155 token's holders each list), Propose offers them all,
//   lowest royalty first, while a proposal of the viewer's on one of them is pending or accepted.
export const integrationPanelState = <L extends ListingFacts & { price?: number }, P extends ProposalFacts>(
  viewer: Viewer,
  asset: AssetForPanel<L, P>,
  now: Date,
): IntegrationPanelState<L, P> => {
  if (viewer === null) return { state: "anonymous", text: INTEGRATION_PANEL_TEXTS.anonymous };
  if (isAssetOwner(viewer, asset)) return { state: "owner" };
  if (viewer.type !== "studio") return { state: "notStudio", text: INTEGRATION_PANEL_TEXTS.creatorUser };
  if (!asset.listings.some((listing) => !!listing.listId)) {
    return { state: "notListed", text: INTEGRATION_PANEL_TEXTS.notListed };
  }
  const live = asset.listings.filter((listing) => isListingLive(listing, now));
  const own = asset.proposals.filter((proposal) => proposal.offererId === viewer.id);
  const finalised = own.some((proposal) => proposal.isFinalised);
  // Integrating the last token sells a listing out before its expiry; that is not the spec's
  // "expired" (live = an id and an unexpired entry), so the studio that integrated it is told so.
  const endedByTime = asset.listings.every(
    (listing) => !listing.listId || isListingExpired(listing, now) || isListingCancelled(listing),
  );
  const [first, ...rest] = [...live].sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
  if (first === undefined && (endedByTime || !finalised)) {
    return { state: "expired", text: INTEGRATION_PANEL_TEXTS.expired };
  }
  if (finalised) return { state: "finalised", text: INTEGRATION_PANEL_TEXTS.finalised };
  if (first === undefined) return { state: "expired", text: INTEGRATION_PANEL_TEXTS.expired };
  const onLive = own.filter((proposal) => live.some((listing) => listing.listId === proposal.listingId));
  const accepted = onLive.find((proposal) => proposal.accepted);
  if (accepted) {
    return {
      state: "accepted",
      button: { label: INTEGRATION_PANEL_BUTTONS.integrate, enabled: true },
      proposal: accepted,
    };
  }
  const pending = onLive[0];
  if (pending) {
    return {
      state: "pending",
      button: { label: INTEGRATION_PANEL_BUTTONS.integrate, enabled: false },
      proposal: pending,
    };
  }
  return {
    state: "propose",
    button: { label: INTEGRATION_PANEL_BUTTONS.propose, enabled: true },
    listings: [first, ...rest],
  };
};
