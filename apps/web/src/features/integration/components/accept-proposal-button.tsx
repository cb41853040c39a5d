import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { PROPOSAL_STATUS_LABELS } from "@meshlink/domain/messages/integration-panel";
import { Button } from "@/ui/button";
import { useAcceptProposal } from "@/features/integration/hooks/use-accept-proposal";

type AcceptProposalButtonProps = {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
  proposal: Pick<Proposal, "_id" | "listingId" | "offererAddress">;
};

/** The proposals table's Accept button (spec section 4), shown to the owner while the listing is live. */
export function AcceptProposalButton({ asset, proposal }: AcceptProposalButtonProps) {
  const { accept, running, ready } = useAcceptProposal(asset, proposal);
  return (
    <Button size="sm" aria-busy={running} disabled={running || !ready} onClick={() => void accept()}>
      {running ? "Accepting…" : PROPOSAL_STATUS_LABELS.accept}
    </Button>
  );
}
