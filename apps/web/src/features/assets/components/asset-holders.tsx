import { formatCount } from "@meshlink/domain/format/format-count";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { AssetHolder } from "@meshlink/domain/holders-api.types";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useState } from "react";
import { Link } from "react-router";
import { accountPath } from "@/lib/entity-paths";
import { useTokenHolders, useViewerHolding } from "@/lib/token-holders";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { UserIcon } from "@/ui/icons";
import { Skeleton } from "@/ui/skeleton";

type HoldersAsset = Pick<AssetDetails, "address" | "tokenId" | "ercType" | "ownerCount">;

const quantity = (value: string | bigint) => formatCount(BigInt(value));
const ownersLabel = (count: number) => `${formatCount(count)} ${count === 1 ? "owner" : "owners"}`;

/**
 * The holders of a multi-edition (ERC-1155) token, as OpenSea shows them: "N owners", which opens
 * the list of holders with their balances, and what the viewer holds. An ERC-721 token has one
 * owner, named elsewhere on the page (docs/decisions/008, "Several holders of one token").
 */
export function AssetHolders({ asset, viewer }: { asset: HoldersAsset; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const holding = useViewerHolding(asset, viewer);
  if (asset.ercType !== "ERC1155") return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Owners"
        description={`${ownersLabel(asset.ownerCount)} hold editions of this asset.`}
        trigger={
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-lg font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            <UserIcon width={16} height={16} />
            {ownersLabel(asset.ownerCount)}
          </button>
        }
      >
        {open ? <HoldersList token={asset} viewer={viewer} /> : null}
      </Dialog>
      {holding ? (
        <span className="text-fg-muted">
          You own <span className="font-semibold text-fg">{quantity(holding)}</span>
        </span>
      ) : null}
    </div>
  );
}

function HoldersList({ token, viewer }: { token: HoldersAsset; viewer: Viewer }) {
  const query = useTokenHolders(token, true);
  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3 text-sm">
        <p>{query.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const holders = query.data.pages.flatMap((page) => page.data);
  return (
    <div className="grid gap-3">
      <div className="max-h-[55vh] overflow-y-auto">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface-raised text-left text-fg-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                Owner
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {holders.map((holder) => (
              <tr key={holder.address}>
                <td className="w-full max-w-0 py-2 pr-3">
                  <HolderName holder={holder} viewer={viewer} />
                </td>
                <td className="py-2 text-right font-mono tabular-nums">{quantity(holder.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Show more owners"}
        </Button>
      ) : null}
    </div>
  );
}

// A registered holder by name, linked to their profile; a wallet nobody registered by its address.
function HolderName({ holder, viewer }: { holder: AssetHolder; viewer: Viewer }) {
  const you = holder.user !== null && holder.user._id === viewer?.id;
  return (
    <span className="flex min-w-0 items-baseline gap-2">
      {holder.user ? (
        <Link
          to={accountPath(holder.user._id)}
          className="truncate font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
        >
          {holder.user.name}
        </Link>
      ) : null}
      <span title={holder.address} className="shrink-0 font-mono text-xs text-fg-muted">
        {shortenAddress(holder.address)}
      </span>
      {you ? <span className="shrink-0 text-xs font-semibold text-fg-muted">(you)</span> : null}
    </span>
  );
}
