import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { proposalStatus, proposalStatusLabel } from "@meshlink/domain/rules/proposal-status";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import type { ReactNode } from "react";
import { AccountName } from "@/ui/account-name";
import { Button } from "@/ui/button";

type ProposalsPanelProps = {
  asset: Pick<AssetDetails, "userId" | "listings" | "proposals" | "blockchain">;
  viewer: Viewer;
  /** The working Accept button (the integration feature, composed by the route); disabled without. */
  renderAccept?: (proposal: Proposal) => ReactNode;
};

/** Spec section 4 "Proposal": who proposed, into which collection, and the status column. */
export function ProposalsPanel({ asset, viewer, renderAccept }: ProposalsPanelProps) {
  if (asset.proposals.length === 0) return <p className="text-fg-muted">{EMPTY_STATES.proposals}</p>;
  const now = new Date();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Studio
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Collection
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {asset.proposals.map((proposal) => {
            const status = proposalStatus(viewer, asset, proposal, now);
            return (
              <tr key={proposal._id} className="border-t border-line">
                <td className="py-2 pr-2">
                  <AccountName
                    user={{ _id: proposal.offererId, name: proposal.offererName }}
                    address={proposal.offererAddress}
                    chainId={asset.blockchain.chainId}
                  />
                </td>
                <td className="py-2 pr-2 font-mono" title={proposal.offererCollectionAddress}>
                  {shortenAddress(proposal.offererCollectionAddress)}
                </td>
                <td className="py-2">
                  {status === "accept"
                    ? (renderAccept?.(proposal) ?? (
                        <Button size="sm" disabled>
                          {proposalStatusLabel(status)}
                        </Button>
                      ))
                    : proposalStatusLabel(status)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
