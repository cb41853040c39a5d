import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { canProposeIntegration } from "@meshlink/domain/rules/asset-permissions";
import { integrationPanelState } from "@meshlink/domain/rules/integration-panel";
import { findListingById, isListingLive } from "@meshlink/domain/rules/listing-liveness";
import { findUserCollections } from "../../db/queries/collections.ts";
import type { MarketDeps, MarketUser } from "../listings/market-deps.ts";
import { insertNotification } from "../../db/queries/notifications.ts";
import { insertProposal } from "../../db/queries/proposals.ts";
import { pushNotification } from "../notifications/create-notification.ts";
import { violatedUniqueConstraint } from "../users/unique-violation.ts";
import { checkCompatible } from "./check-compatible.ts";
import { proposalView } from "./find-asset-proposals.ts";
import { loadAssetFacts } from "./load-asset-facts.ts";
import { ServiceError } from "../service-error.ts";

type CreateProposalInput = { assetId: string; listingId: string; offererCollectionAddress: string };

/**
 * POST /api/proposals (spec sections 4 and 5): a studio proposes to integrate an asset whose listing
 * is live into one of its own MeshLink collections on the asset's chain, which the Store confirms
 * (checkForCompatibility) for the wallet the studio signed in with. The listing's seller is notified
 * in the same transaction and live once it commits.
 */
export async function createProposal(deps: MarketDeps, user: MarketUser, input: CreateProposalInput) {
  const { asset, facts } = await loadAssetFacts(deps.db, input.assetId);
  const viewer = { id: user.id, type: user.type };
  const now = new Date();
  if (!canProposeIntegration(viewer, facts, now)) {
    const panel = integrationPanelState(viewer, facts, now);
    throw new ServiceError(
      "FORBIDDEN",
      "text" in panel ? panel.text : "You cannot propose an integration now",
    );
  }
  // Any live listing of the token: each of an ERC-1155 token's holders may have one (decision 008).
  const listing = findListingById(facts.listings, input.listingId);
  if (!listing || !isListingLive(listing, now))
    throw new ServiceError("INVALID_REQUEST", "This listing is not live");
  const mine = await findUserCollections(deps.db, user.id, asset.chainId);
  if (mine.length === 0) throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.buyerHasNoCollection);
  if (!mine.some((c) => c.address === input.offererCollectionAddress)) {
    throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.noDestinationCollection);
  }
  await checkCompatible(deps, asset.chainId, input.offererCollectionAddress, user.wallet);

  const created = await deps.db
    .transaction(async (tx) => {
      const row = await insertProposal(tx, {
        chainId: asset.chainId,
        assetId: asset.id,
        listingId: input.listingId,
        offererId: user.id,
        offererAddress: user.wallet,
        offererCollectionAddress: input.offererCollectionAddress,
      });
      const notification = await insertNotification(tx, {
        type: "asset_proposal_sent",
        // The seller decides on the proposal; a wallet nobody registered leaves it to the owner.
        userId: listing.sellerUserId ?? facts.userId,
        fromUserId: user.id,
        assetId: asset.id,
      });
      return { row, notification };
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === null) throw error;
      throw new ServiceError("CONFLICT", "You already proposed an integration for this listing");
    });
  await pushNotification(deps, created.notification);
  const proposal: Proposal = proposalView(created.row, user.name, asset.tokenId);
  return proposal;
}
