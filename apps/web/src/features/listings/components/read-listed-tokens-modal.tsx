import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { onChainExpirationToDate } from "@meshlink/domain/entities/on-chain";
import { formatDate } from "@meshlink/domain/format/format-date";
import { Button } from "@/ui/button";
import { TriggeredDialog } from "@/ui/dialog";
import { Skeleton } from "@/ui/skeleton";
import { useListedNft } from "@/features/listings/hooks/use-listed-nft";
import type { ListedNft } from "@/lib/chain-reader";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

type ReadListedTokensModalProps = {
  asset: Pick<AssetDetails, "blockchain">;
  /** The live listing, else the latest one that reached the chain (listingToRead). */
  listId: string;
};

const READ_FAILED = "Reading the listing from the chain failed";

/** Spec section 2 "Read listed tokens": what the Store holds for the listing, read on-chain. */
export function ReadListedTokensModal({ asset, listId }: ReadListedTokensModalProps) {
  return (
    <TriggeredDialog
      title="Read listed tokens"
      description={`Listing #${listId} as the marketplace contract holds it.`}
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          Read listed tokens
        </Button>
      }
    >
      {() => <ListedNftFacts chainId={asset.blockchain.chainId} listId={listId} />}
    </TriggeredDialog>
  );
}

// Seconds since 1970; 0 and seconds past any date the API can name (on-chain.ts) are "no expiry",
// shown as the placeholder.
const expirationText = (seconds: bigint) => {
  const date = onChainExpirationToDate(seconds);
  return date ? formatDate(date) : MISSING_VALUE;
};

const rowsOf = (nft: ListedNft): [string, string][] => [
  ["Seller", nft.seller],
  ["Active", nft.active ? "Yes" : "No"],
  ["Supply", nft.supply.toString()],
  ["Expiration", expirationText(nft.expiration)],
  ["Royalty fee", `${storedToPercent(Number(nft.royaltyFee))}%`],
  ["Royalty recipient", nft.royaltyRecipient],
];

function ListedNftFacts({ chainId, listId }: { chainId: number; listId: string }) {
  const nft = useListedNft(chainId, listId);
  if (nft.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {READ_FAILED}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void nft.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!nft.data) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Reading the listing…</span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rowsOf(nft.data).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-fg-muted">{label}</dt>
          <dd className="mb-2 break-all font-mono sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
