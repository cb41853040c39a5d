import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { Button } from "@/ui/button";
import { TriggeredDialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { useCancelListing } from "@/features/listings/hooks/use-cancel-listing";

type CancelListingDialogProps = {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
  listId: string;
};

/** Asks before withdrawing the live listing: pending proposals on it can no longer be accepted. */
export function CancelListingDialog({ asset, listId }: CancelListingDialogProps) {
  return (
    <TriggeredDialog
      title="Cancel listing"
      description="Studios will no longer be able to propose or integrate on this listing, and pending proposals on it cannot be accepted."
      trigger={
        <Button variant="ghost" className="w-full sm:w-auto">
          Cancel listing
        </Button>
      }
    >
      {(close) => <CancelListingBody asset={asset} listId={listId} onClose={close} />}
    </TriggeredDialog>
  );
}

function CancelListingBody({ asset, listId, onClose }: CancelListingDialogProps & { onClose: () => void }) {
  const { submit, running, steps } = useCancelListing(asset, listId, onClose);
  return (
    <div className="flex flex-col gap-4" aria-busy={running}>
      <ProgressSteps steps={steps} title="Cancel progress" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={running}>
          Keep listing
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={running}>
          {running ? "Cancelling…" : "Yes, cancel listing"}
        </Button>
      </div>
    </div>
  );
}
