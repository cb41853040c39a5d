import { zodResolver } from "@hookform/resolvers/zod";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Listing } from "@meshlink/domain/entities/listing";
import type { Clock } from "@meshlink/domain/validation/expiration";
import { editListingDefaults } from "@meshlink/domain/validation/listing-form";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { ListingFields } from "@/features/listings/components/fields/listing-fields";
import { useEditListing } from "@/features/listings/hooks/use-edit-listing";
import {
  zEditListingForm,
  type EditListingInput,
  type EditListingValues,
} from "@/features/listings/list-asset.schema";

type EditListingModalProps = {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain" | "technicalDescription">;
  /** The live listing (canShowEditListing); it must have its on-chain id. */
  listing: Listing & { listId: string };
  /** The user's first wallet, where the listing's royalties go (spec section 3). */
  royaltyRecipient: string;
  clock?: Clock;
};

/** Spec sections 2/4/5: "Edit listing", opened on what the live listing holds. */
export function EditListingModal({ asset, listing, royaltyRecipient, clock }: EditListingModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit listing"
      description="Change the terms of your live listing."
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          Edit listing
        </Button>
      }
    >
      {open ? (
        <EditListingForm
          asset={asset}
          listing={listing}
          royaltyRecipient={royaltyRecipient}
          clock={clock}
          onEdited={() => setOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}

function EditListingForm({
  asset,
  listing,
  royaltyRecipient,
  clock,
  onEdited,
}: EditListingModalProps & { onEdited: () => void }) {
  const id = useId();
  const { submit, running, steps } = useEditListing(asset, listing.listId, royaltyRecipient, onEdited);
  const form = useForm<EditListingInput, unknown, EditListingValues>({
    resolver: zodResolver(zEditListingForm(clock)),
    defaultValues: editListingDefaults(listing, asset.technicalDescription),
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={running}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1 pb-1 [&>*]:shrink-0"
      >
        <ListingFields id={id} chainId={asset.blockchain.chainId} clock={clock} />
        <ProgressSteps steps={steps} title="Edit progress" />
        <Button type="submit" disabled={running} className="w-full">
          {running ? "Saving…" : "Save listing"}
        </Button>
      </form>
    </FormProvider>
  );
}
