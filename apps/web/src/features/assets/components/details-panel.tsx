import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import type { ReactNode } from "react";
import { useExplorerUrls } from "@/lib/explorer-url";

type DetailsAsset = Pick<AssetDetails, "address" | "tokenId" | "ercType" | "blockchain">;

const linkClasses = "font-medium text-indigo-600 hover:underline dark:text-indigo-300";

/** Spec section 2 "Details": contract, token id, standard and chain; "--" where a value is missing. */
export function DetailsPanel({ asset }: { asset: DetailsAsset }) {
  const explorer = useExplorerUrls().address(asset.blockchain.chainId, asset.address);
  const rows: [string, ReactNode][] = [
    [
      "Contract Address",
      explorer ? (
        <a
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          title={asset.address}
          className={linkClasses}
        >
          {shortenAddress(asset.address)}
        </a>
      ) : (
        <span title={asset.address}>{shortenAddress(asset.address)}</span>
      ),
    ],
    ["Token ID", asset.tokenId || MISSING_VALUE],
    ["Token Standard", asset.ercType || MISSING_VALUE],
    [
      "Chain",
      explorer ? (
        <a href={explorer} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {asset.blockchain.name}
          <span className="sr-only"> (opens the block explorer)</span>
        </a>
      ) : (
        asset.blockchain.name || MISSING_VALUE
      ),
    ],
  ];
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="min-w-0 truncate text-right font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
