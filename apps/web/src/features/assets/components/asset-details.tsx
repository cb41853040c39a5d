import type { AssetDetails as AssetDetailsData } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useEffect, type ReactNode } from "react";
import { useAssetDetails } from "@/features/assets/api/asset-queries";
import { AssetDetailsSkeleton } from "@/features/assets/components/asset-details-skeleton";
import { AssetHeader } from "@/features/assets/components/asset-header";
import { AssetHolders } from "@/features/assets/components/asset-holders";
import { AssetPanels } from "@/features/assets/components/asset-panels";
import { AssetViewer } from "@/features/assets/components/asset-viewer";
import { ListingFacts } from "@/features/assets/components/listing-facts";
import { useLiveAsset } from "@/features/assets/hooks/use-live-asset";
import { usePageTitle } from "@/lib/page-title";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";

type AssetDetailsProps = {
  address: string;
  tokenId: string;
  viewer: Viewer;
  onDownloadSourceFiles?: () => void;
  /** Owner actions composed by the route (e.g. the List button of the listings feature). */
  renderActions?: (asset: AssetDetailsData) => ReactNode;
  /** The proposals table's Accept button (the integration feature), composed by the route. */
  renderProposalAccept?: (asset: AssetDetailsData, proposal: Proposal) => ReactNode;
  /** The Offers panel (the offers feature), composed by the route. */
  renderOffers?: (asset: AssetDetailsData) => ReactNode;
};

/** /asset/{address}/{token}: viewer on the left, header and panels on the right (stacked on phones). */
export function AssetDetails({
  address,
  tokenId,
  viewer,
  onDownloadSourceFiles,
  renderActions,
  renderProposalAccept,
  renderOffers,
}: AssetDetailsProps) {
  const query = useAssetDetails(address, tokenId);
  usePageTitle(query.data?.name);
  // Offers and proposals other people make here show without a reload (the page's query key is the
  // route's address and token).
  useLiveAsset(query.data && { _id: query.data._id, address, tokenId });

  // Spec section 8: "Asset fetch error shows its message as a toast"; the page shows it too.
  const errorMessage = query.error?.message;
  useEffect(() => {
    if (errorMessage) notify.error(errorMessage);
  }, [errorMessage]);

  if (query.isPending) return <AssetDetailsSkeleton />;
  if (query.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={query.error.message}
          hint="The asset could not be loaded."
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const asset = query.data;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <AssetViewer {...asset} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <AssetHeader asset={asset} onReload={() => void query.refetch()} reloading={query.isFetching} />
        <ListingFacts asset={asset} />
        <AssetHolders asset={asset} viewer={viewer} />
        {renderActions ? <div className="flex flex-wrap gap-3">{renderActions(asset)}</div> : null}
        <AssetPanels
          asset={asset}
          viewer={viewer}
          onDownloadSourceFiles={onDownloadSourceFiles}
          renderProposalAccept={
            renderProposalAccept ? (proposal) => renderProposalAccept(asset, proposal) : undefined
          }
          renderOffers={renderOffers ? () => renderOffers(asset) : undefined}
        />
      </div>
    </div>
  );
}
