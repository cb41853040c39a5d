import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { useState } from "react";
import { assetPath } from "@/lib/entity-paths";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { Dialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { useExecuteIntegration } from "@/features/integration/hooks/use-execute-integration";

type IntegratedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type ExecuteIntegrationModalProps = {
  asset: IntegratedAsset;
  proposal: Pick<Proposal, "_id" | "listingId" | "offererCollectionAddress">;
  /** Told when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** The enabled Integrate button: executeListing, the new token, the linked asset's page. */
export function ExecuteIntegrationModal({
  asset,
  proposal,
  onOpenChange: toldOpen,
}: ExecuteIntegrationModalProps) {
  const [open, setOpen] = useState(false);
  const flow = useExecuteIntegration(asset, proposal);
  const onOpenChange = (next: boolean) => {
    if (flow.running) return;
    setOpen(next);
    toldOpen?.(next);
    // Reloading flips the panel to "integrated", which unmounts this dialog: wait until it closes.
    if (!next && flow.linked) void flow.refreshAsset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Integrate asset"
      description="Mint a linked copy of this asset into your collection."
      trigger={<Button className="w-full sm:w-auto">Integrate</Button>}
    >
      <div className="flex flex-col gap-4" aria-busy={flow.running}>
        <p className="text-sm">
          Destination collection:{" "}
          <span className="font-mono" title={proposal.offererCollectionAddress}>
            {shortenAddress(proposal.offererCollectionAddress)}
          </span>
        </p>
        <ProgressSteps steps={flow.steps} title="Integration progress" />
        {flow.linked ? (
          <>
            <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
              {SUCCESS_MESSAGES.assetIntegrated}
            </p>
            <ButtonLink to={assetPath(flow.linked)} className="w-full" onClick={() => onOpenChange(false)}>
              View integrated asset
            </ButtonLink>
          </>
        ) : (
          <Button
            className="w-full"
            disabled={flow.running || !flow.ready}
            onClick={() => void flow.execute()}
          >
            {flow.running
              ? "Integrating…"
              : flow.steps.some((s) => s.status === "failed")
                ? "Try again"
                : "Confirm integration"}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
