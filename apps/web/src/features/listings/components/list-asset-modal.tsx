import { zodResolver } from "@hookform/resolvers/zod";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { DEFAULT_EXPIRATION_CHOICE_INDEX } from "@meshlink/domain/constants/expiration-choices";
import type { Clock } from "@meshlink/domain/validation/expiration";
import { editListingDefaults } from "@meshlink/domain/validation/listing-form";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { ProgressSteps } from "@/ui/progress-steps";
import { TextField } from "@/ui/text-field";
import { ListingFields } from "@/features/listings/components/fields/listing-fields";
import { useListAsset } from "@/features/listings/hooks/use-list-asset";
import {
  zListAssetForm,
  type ListAssetInput,
  type ListAssetValues,
} from "@/features/listings/list-asset.schema";

type ListAssetModalProps = {
  asset: Pick<
    AssetDetails,
    "address" | "tokenId" | "blockchain" | "ercType" | "technicalDescription" | "imported"
  >;
  /** What the viewer holds of the token: the most they may list. */
  holding?: bigint;
  /** The user's default wallet, which the listing's royalties pay (spec section 3). */
  royaltyRecipient: string;
  clock?: Clock;
};

// A new listing starts empty apart from the asset's technical description.
const defaultsOf = (asset: ListAssetModalProps["asset"]): ListAssetInput => ({
  ...editListingDefaults({ engines: [], price: 0, expiration: null }, asset.technicalDescription),
  royalty: "",
  expiration: { kind: "choice", index: DEFAULT_EXPIRATION_CHOICE_INDEX },
  supply: 1,
});

/** Spec sections 2/4/5: the owner's "List asset" modal behind the List button. */
export function ListAssetModal({ asset, holding, royaltyRecipient, clock }: ListAssetModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="List asset"
      description="Offer this asset for integration into games."
      trigger={<Button className="w-full sm:w-auto">List</Button>}
    >
      {open ? (
        <ListAssetForm
          asset={asset}
          holding={holding}
          royaltyRecipient={royaltyRecipient}
          clock={clock}
          onListed={() => setOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ListAssetForm({
  asset,
  holding,
  royaltyRecipient,
  clock,
  onListed,
}: ListAssetModalProps & { onListed: () => void }) {
  const id = useId();
  const { submit, running, steps } = useListAsset(asset, royaltyRecipient, onListed);
  const form = useForm<ListAssetInput, unknown, ListAssetValues>({
    resolver: zodResolver(zListAssetForm(clock, holding)),
    defaultValues: defaultsOf(asset),
  });
  const singleSupply = asset.ercType === "ERC721";

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={running}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1 pb-1 [&>*]:shrink-0"
      >
        <ListingFields
          id={id}
          chainId={asset.blockchain.chainId}
          clock={clock}
          extra={
            singleSupply ? null : (
              <TextField
                id={`${id}-supply`}
                label="Supply to list"
                type="number"
                min={1}
                max={holding === undefined ? undefined : String(holding)}
                step={1}
                {...form.register("supply")}
                error={form.formState.errors.supply?.message}
              />
            )
          }
        />
        <ProgressSteps steps={steps} title="Listing progress" />
        <Button type="submit" disabled={running} className="w-full">
          {running ? "Listing…" : "List asset"}
        </Button>
      </form>
    </FormProvider>
  );
}
