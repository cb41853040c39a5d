import { zodResolver } from "@hookform/resolvers/zod";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Listing } from "@meshlink/domain/entities/listing";
import { editListingDefaults } from "@meshlink/domain/validation/listing-form";
import { useForm } from "react-hook-form";
import { Button } from "@/ui/button";
import { TriggeredDialog } from "@/ui/dialog";
import { ListingForm } from "@/features/listings/components/listing-form";
import { useEditListing } from "@/features/listings/hooks/use-edit-listing";
import {
  zEditListingForm,
  type EditListingInput,
  type EditListingValues,
} from "@/features/listings/list-asset.schema";
import type { Clock } from "@meshlink/domain/rules/expiration";

type EditListingModalProps = {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain" | "technicalDescription">;
  /** The live listing (canShowEditListing); it must have its on-chain id. */
  listing: Listing & { listId: string };
  /** The user's first wallet, where the listing's royalties go (spec section 3). */
  royaltyRecipient: string;
  clock?: Clock;
};

/** Spec sections 2/4/5: "Edit listing", opened on what the live listing holds. */
export function EditListingModal(props: EditListingModalProps) {
  return (
    <TriggeredDialog
      title="Edit listing"
      description="Change the terms of your live listing."
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          Edit listing
        </Button>
      }
    >
      {(close) => <EditListingForm {...props} onEdited={close} />}
    </TriggeredDialog>
  );
}

function EditListingForm({
  asset,
  listing,
  royaltyRecipient,
  clock,
  onEdited,
}: EditListingModalProps & { onEdited: () => void }) {
  const flow = useEditListing(asset, listing.listId, royaltyRecipient, onEdited);
  const form = useForm<EditListingInput, unknown, EditListingValues>({
    resolver: zodResolver(zEditListingForm(clock)),
    defaultValues: editListingDefaults(listing, asset.technicalDescription),
  });

  return (
    <ListingForm
      form={form}
      flow={flow}
      chainId={asset.blockchain.chainId}
      clock={clock}
      progressTitle="Edit progress"
      submitText="Save listing"
      runningText="Saving…"
    />
  );
}
