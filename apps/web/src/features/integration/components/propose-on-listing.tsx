import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Listing } from "@meshlink/domain/entities/listing";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { useState } from "react";
import type { Address } from "viem";
import { SelectField } from "@/ui/select-field";
import { ProposeIntegrationModal } from "@/features/integration/components/propose-integration-modal";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

/**
 * The Propose action of the integration panel: on the one live listing, or, where an ERC-1155
 * token's holders each list their own, on the listing the studio picks (lowest royalty first).
 */
export function ProposeOnListing({
  asset,
  listings,
  account,
}: {
  asset: AssetDetails;
  listings: readonly [Listing, ...Listing[]];
  account: Address;
}) {
  const [chosen, setChosen] = useState(listings[0].listId ?? "");
  const listingId = listings.some((listing) => listing.listId === chosen)
    ? chosen
    : (listings[0].listId ?? "");
  const sellerName = (listing: Listing) =>
    asset.userNames.find((user) => user._id === listing.sellerUserId)?.name ?? shortenAddress(listing.seller);
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-end">
      {listings.length > 1 ? (
        <SelectField
          label="Listing"
          value={listingId}
          onChange={(event) => setChosen(event.target.value)}
          options={listings.map((listing) => ({
            value: listing.listId ?? "",
            label: `${storedToPercent(listing.price)}% royalty · ${sellerName(listing)}`,
          }))}
        />
      ) : null}
      <ProposeIntegrationModal asset={asset} listingId={listingId} account={account} />
    </div>
  );
}
