import { zodResolver } from "@hookform/resolvers/zod";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { DEFAULT_EXPIRATION_CHOICE_INDEX } from "@meshlink/domain/constants/expiration-choices";
import { editListingDefaults } from "@meshlink/domain/validation/listing-form";
import { useForm } from "react-hook-form";
import { Button } from "@/ui/button";
import { TriggeredDialog } from "@/ui/dialog";
import { TextField } from "@/ui/text-field";
import { ListingForm } from "@/features/listings/components/listing-form";
import { useListAsset } from "@/features/listings/hooks/use-list-asset";
import {
  zListAssetForm,
  type ListAssetInput,
  type ListAssetValues,
} from "@/features/listings/list-asset.schema";
import type { Clock } from "@meshlink/domain/rules/expiration";

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
export function ListAssetModal(props: ListAssetModalProps) {
  return (
    <TriggeredDialog
      title="List asset"
      description="Offer this asset for integration into games."
      trigger={<Button className="w-full sm:w-auto">List</Button>}
    >
      {(close) => <ListAssetForm {...props} onListed={close} />}
    </TriggeredDialog>
  );
}

function ListAssetForm({
  asset,
  holding,
  royaltyRecipient,
  clock,
  onListed,
}: ListAssetModalProps & { onListed: () => void }) {
  const flow = useListAsset(asset, royaltyRecipient, onListed);
  const form = useForm<ListAssetInput, unknown, ListAssetValues>({
    resolver: zodResolver(zListAssetForm(clock, holding)),
    defaultValues: defaultsOf(asset),
  });
  const singleSupply = asset.ercType === "ERC721";

  return (
    <ListingForm
      form={form}
      flow={flow}
      chainId={asset.blockchain.chainId}
      clock={clock}
      extra={(id) =>
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
      progressTitle="Listing progress"
      submitText="List asset"
      runningText="Listing…"
    />
  );
}
