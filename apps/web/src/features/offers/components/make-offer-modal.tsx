import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { ZRoyaltyPercentToStored } from "@meshlink/domain/validation/royalty";
import { useState, type FormEvent } from "react";
import type { Address } from "viem";
import { hasNoDestination, useDestinationCollections } from "@/lib/destination-collections";
import { Button } from "@/ui/button";
import { DestinationCollectionField } from "@/ui/destination-collection-field";
import { TriggeredDialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { TextField } from "@/ui/text-field";
import { useMakeOffer } from "@/features/offers/hooks/use-make-offer";

type OfferedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain" | "imported">;
type MakeOfferModalProps = { asset: OfferedAsset; account: Address; holder: Address };

/** A studio offers to integrate the asset into one of its game collections, at a royalty it names. */
export function MakeOfferModal(props: MakeOfferModalProps) {
  return (
    <TriggeredDialog
      title="Make offer"
      description="Ask the owner to let you integrate this asset into one of your game collections."
      trigger={<Button size="sm">Make offer</Button>}
    >
      {(close) => <MakeOfferForm {...props} onMade={close} />}
    </TriggeredDialog>
  );
}

function MakeOfferForm({ asset, account, holder, onMade }: MakeOfferModalProps & { onMade: () => void }) {
  const collections = useDestinationCollections(asset.blockchain.chainId, true);
  const { submit, steps, running, ready } = useMakeOffer(asset, account, holder, onMade);
  const [collection, setCollection] = useState("");
  const [royalty, setRoyalty] = useState("5");
  const [errors, setErrors] = useState<{ collection?: string; royalty?: string }>({});

  const noCollection = hasNoDestination(collections);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fee = ZRoyaltyPercentToStored.safeParse(royalty);
    const next = {
      collection: collection ? undefined : VALIDATION_MESSAGES.noDestinationCollection,
      royalty: fee.success
        ? undefined
        : (fee.error.issues[0]?.message ?? VALIDATION_MESSAGES.royaltyNotPositive),
    };
    setErrors(next);
    if (next.collection || next.royalty || !fee.success) return;
    void submit(collection as Address, fee.data);
  };

  return (
    <form noValidate aria-busy={running} onSubmit={onSubmit} className="flex flex-col gap-4">
      <DestinationCollectionField
        collections={collections}
        label="Game collection"
        value={collection}
        disabled={running}
        onChange={setCollection}
        error={errors.collection}
      />
      <TextField
        label="Royalty (%)"
        inputMode="decimal"
        value={royalty}
        disabled={running}
        onChange={(event) => setRoyalty(event.target.value)}
        error={errors.royalty}
      />
      <ProgressSteps steps={steps} title="Offer progress" />
      <Button type="submit" disabled={running || !ready || noCollection} className="w-full">
        {running ? "Making the offer…" : "Make offer"}
      </Button>
    </form>
  );
}
