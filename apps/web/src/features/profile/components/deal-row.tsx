import { formatDate } from "@meshlink/domain/format/format-date";
import type { Deal } from "@meshlink/domain/users-api.types";
import { Link } from "react-router";
import { assetPath } from "@/lib/entity-paths";
import { useExplorerUrls } from "@/lib/explorer-url";
import { ICON_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { AccountName } from "@/ui/account-name";
import { FallbackImage } from "@/ui/fallback-image";

const tokenName = (token: Deal["asset"]) => token.name ?? `Token #${token.tokenId}`;

/**
 * One executed integration on the Deals tab: which asset, the linked token it minted, with whom
 * (their profile when they have one) and when, with the transaction on the block explorer.
 */
export function DealRow({ deal }: { deal: Deal }) {
  const tx = useExplorerUrls().tx(deal.chainId, deal.txHash);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-center">
      <FallbackImage
        {...responsiveImage(deal.asset.imgUrl, ICON_IMAGE_LAYOUT)}
        alt=""
        loading="lazy"
        className="size-14 shrink-0 rounded-xl bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {deal.role === "made" ? "Integrated into your game" : "Integrated by a studio"}
        </p>
        <h3 className="truncate font-semibold">
          <Link to={assetPath(deal.asset)} className="hover:underline">
            {tokenName(deal.asset)}
          </Link>
        </h3>
        <p className="text-sm text-fg-muted">
          {deal.role === "made" ? "from " : "by "}
          <AccountName
            user={deal.counterparty.user}
            address={deal.counterparty.address}
            chainId={deal.chainId}
          />
          {" · linked token "}
          <Link
            to={assetPath(deal.linkedToken)}
            className="font-medium text-indigo-600 hover:underline dark:text-indigo-300"
          >
            {tokenName(deal.linkedToken)}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 text-sm text-fg-muted sm:items-end">
        <time dateTime={deal.executedAt}>{formatDate(deal.executedAt)}</time>
        {tx ? (
          <a href={tx} target="_blank" rel="noopener noreferrer" className="hover:underline">
            Transaction<span className="sr-only"> (opens the block explorer)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
