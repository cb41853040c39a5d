import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { useState, type FormEvent } from "react";
import type { Address } from "viem";
import { Button } from "@/ui/button";
import { DestinationCollectionField } from "@/ui/destination-collection-field";
import { TriggeredDialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { hasNoDestination, useDestinationCollections } from "@/lib/destination-collections";
import { useProposeIntegration } from "@/features/integration/hooks/use-propose-integration";

type ProposedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain">;
type ProposeIntegrationModalProps = { asset: ProposedAsset; listingId: string; account: Address };

/** Spec sections 2/5: the studio picks one of its collections on the asset's chain and proposes. */
export function ProposeIntegrationModal(props: ProposeIntegrationModalProps) {
  return (
    <TriggeredDialog
      title="Propose Integration"
      description="Ask the owner to let you integrate this asset into one of your collections."
      trigger={<Button className="w-full sm:w-auto">Propose</Button>}
    >
      {(close) => <ProposeForm {...props} onProposed={close} />}
    </TriggeredDialog>
  );
}

function ProposeForm({
  asset,
  listingId,
  account,
  onProposed,
}: ProposeIntegrationModalProps & { onProposed: () => void }) {
  const chainId = asset.blockchain.chainId;
  const collections = useDestinationCollections(chainId, true);
  const { submit, steps, running, ready } = useProposeIntegration(asset, listingId, account, onProposed);
  const [collection, setCollection] = useState("");
  const [error, setError] = useState<string | undefined>();

  const noCollection = hasNoDestination(collections);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!collection) return setError(VALIDATION_MESSAGES.noDestinationCollection);
    setError(undefined);
    void submit(collection as Address);
  };

  return (
    <form noValidate aria-busy={running} onSubmit={onSubmit} className="flex flex-col gap-4">
      <DestinationCollectionField
        collections={collections}
        label="Destination collection"
        value={collection}
        disabled={running}
        onChange={(address) => {
          setCollection(address);
          setError(undefined);
        }}
        error={error}
      />
      <ProgressSteps steps={steps} title="Proposal progress" />
      <Button type="submit" disabled={running || !ready || noCollection} className="w-full">
        {running ? "Sending proposal…" : "Send proposal"}
      </Button>
    </form>
  );
}
