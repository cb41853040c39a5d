import { useParams } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { sessionWalletOf, viewerOf } from "@/features/auth/session-user";
import { AssetDetails } from "@/features/assets/components/asset-details";
import { AcceptProposalButton } from "@/features/integration/components/accept-proposal-button";
import { IntegrationPanel } from "@/features/integration/components/integration-panel";
import { OwnerListingActions } from "@/features/listings/components/owner-listing-actions";
import { OffersPanel } from "@/features/offers/components/offers-panel";
import { Container } from "@/ui/container";

/** /asset/{address}/{token}: the assets feature's page with the owner's and studios' actions. */
export function AssetDetailsPage() {
  const { address = "", token = "" } = useParams();
  const { auth } = useAuth();
  const viewer = viewerOf(auth);
  // The proposer the contract and the server check is the session's wallet, not the default one.
  const account = sessionWalletOf(auth);
  // Spec section 3: the first of the user's addresses, their default wallet (the server serves it as
  // `address`), is the royalty recipient of their listings, whichever wallet lists.
  const royaltyRecipient = auth.status === "signed-in" ? auth.user.address : "";
  return (
    <Container className="py-8 sm:py-10">
      <AssetDetails
        key={`${address}/${token}`}
        address={address}
        tokenId={token}
        viewer={viewer}
        renderActions={(asset) => (
          <>
            <OwnerListingActions asset={asset} viewer={viewer} royaltyRecipient={royaltyRecipient} />
            <IntegrationPanel asset={asset} viewer={viewer} account={account} />
          </>
        )}
        renderProposalAccept={(asset, proposal) => <AcceptProposalButton asset={asset} proposal={proposal} />}
        renderOffers={(asset) => <OffersPanel asset={asset} viewer={viewer} account={account} />}
      />
    </Container>
  );
}
