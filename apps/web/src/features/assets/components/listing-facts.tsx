import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import type { Listing } from "@meshlink/domain/entities/listing";
import { formatDate } from "@meshlink/domain/format/format-date";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { isListingLive } from "@meshlink/domain/rules/listing-liveness";
import { useId, type ReactNode } from "react";
import { AccountName } from "@/ui/account-name";
import { formatCountdown } from "@/features/assets/format-countdown";
import { useNow } from "@/features/assets/hooks/use-now";
import { usePlatformFeeBps } from "@/lib/platform-fee";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

type ListingFactsProps = { asset: Pick<AssetDetails, "listings" | "blockchain" | "userNames"> };

/**
 * What a studio weighs before proposing (spec sections 3 and 9): each live listing's royalty, the
 * platform fee, its expiry with the time left, the engines and the seller. The countdown runs, and a
 * listing that expires while the page is open leaves the facts as it leaves the contract.
 */
export function ListingFacts({ asset }: ListingFactsProps) {
  const titleId = useId();
  const now = useNow(1000);
  const fee = usePlatformFeeBps(asset.blockchain.chainId);
  const live = asset.listings.filter((listing) => isListingLive(listing, now));
  const feeText = fee.data === null || fee.data === undefined ? MISSING_VALUE : `${fee.data / 100}%`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 text-sm"
    >
      <h2 id={titleId} className="font-semibold">
        Listing
      </h2>
      {live.length === 0 ? (
        <p className="text-fg-muted">{EMPTY_STATES.notListed}</p>
      ) : (
        live.map((listing) => (
          <Facts
            key={listing.listId}
            listing={listing}
            seller={sellerOf(asset, listing)}
            chainId={asset.blockchain.chainId}
            feeText={feeText}
            now={now}
          />
        ))
      )}
    </section>
  );
}

type FactsProps = {
  listing: Listing;
  seller: { _id: string; name: string } | null;
  chainId: number;
  feeText: string;
  now: Date;
};

function Facts({ listing, seller, chainId, feeText, now }: FactsProps) {
  const facts: [string, ReactNode][] = [
    ["Royalty", `${storedToPercent(listing.price)}%`],
    ["Platform fee", feeText],
    ["Expires", <Expiry key="expiry" expiration={listing.expiration} now={now} />],
    ["Engines", <Engines key="engines" engines={listing.engines} />],
    ["Seller", <AccountName key="seller" user={seller} address={listing.seller} chainId={chainId} />],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      {facts.map(([label, value]) => (
        <div key={label} className={label === "Engines" || label === "Seller" ? "min-w-0" : undefined}>
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className="mt-0.5 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Expiry({ expiration, now }: { expiration: string | null; now: Date }) {
  if (expiration === null) return <>Never</>;
  const left = new Date(expiration).getTime() - now.getTime();
  return (
    <>
      <time dateTime={expiration}>{formatDate(expiration)}</time>
      <span className="block text-xs font-normal text-fg-muted tabular-nums">in {formatCountdown(left)}</span>
    </>
  );
}

function Engines({ engines }: { engines: Listing["engines"] }) {
  if (engines.length === 0) return <>{MISSING_VALUE}</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {engines.map((engine) => (
        <li key={engine.name} className="rounded-lg bg-surface-muted px-2 py-0.5 text-xs">
          {engine.name}
        </li>
      ))}
    </ul>
  );
}

const sellerOf = (asset: Pick<AssetDetails, "userNames">, listing: Listing) =>
  asset.userNames.find((user) => user._id === listing.sellerUserId) ?? null;
