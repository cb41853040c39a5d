import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { categoryTraits } from "@meshlink/domain/constants/asset-categories";
import { isLinkedAsset } from "@meshlink/domain/entities/asset";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { compareModelFacts, hasModelFactsMismatch } from "@meshlink/domain/rules/model-facts-mismatch";
import { canDownloadSourceFiles } from "@meshlink/domain/rules/source-download";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AboutPanel } from "@/features/assets/components/about-panel";
import { AssetActivity, ConnectedAssetActivity } from "@/features/assets/components/activity-pages";
import { DetailsPanel } from "@/features/assets/components/details-panel";
import { MarkdownDescription } from "@/features/assets/components/markdown-description";
import { MismatchMarker } from "@/features/assets/components/mismatch-marker";
import { MoreFromCollection } from "@/features/assets/components/more-from-collection";
import { PriceHistory } from "@/features/assets/components/price-history";
import { PropertiesPanel } from "@/features/assets/components/properties-panel";
import { ProposalsPanel } from "@/features/assets/components/proposals-panel";
import { useSourceFilesDownload } from "@/features/assets/hooks/use-source-files-download";
import { assetPath } from "@/lib/entity-paths";
import { useViewerHolding } from "@/lib/token-holders";
import { AssetCardGrid } from "@/ui/asset-card";
import { CollapsiblePanel } from "@/ui/collapsible-panel";

type AssetPanelsProps = {
  asset: AssetDetails;
  viewer: Viewer;
  /** Filled in by the integration feature later; empty until then. */
  connectedAssets?: readonly AssetCard[];
  /** Replaces the signed download (tests, embedding pages). */
  onDownloadSourceFiles?: () => void;
  /** The proposals table's working Accept button, composed by the route. */
  renderProposalAccept?: (proposal: Proposal) => ReactNode;
  /** The Offers panel's content, composed by the route (the offers feature). */
  renderOffers?: () => ReactNode;
};

const muted = (text: string) => <p className="text-fg-muted">{text}</p>;

/** Spec section 2's collapsible panels, in its order; three are hidden for linked assets. */
export function AssetPanels({
  asset,
  viewer,
  connectedAssets = [],
  onDownloadSourceFiles,
  renderProposalAccept,
  renderOffers,
}: AssetPanelsProps) {
  const linked = isLinkedAsset(asset);
  const token = { address: asset.address, tokenId: asset.tokenId, chainId: asset.blockchain.chainId };
  const sourceFiles = useSourceFilesDownload({ ...token, name: asset.name });
  // Another holder of an ERC-1155 token may download too; the owner's answer is known without asking.
  const holding = useViewerHolding(token, asset.ercType === "ERC1155" ? viewer : null);
  const technical = asset.technicalDescription?.short;
  const mismatch =
    !!technical &&
    !!asset.modelFacts &&
    hasModelFactsMismatch(compareModelFacts(technical, asset.modelFacts));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CollapsiblePanel title="Description">
        {asset.description?.trim() ? (
          <MarkdownDescription markdown={asset.description} />
        ) : (
          muted(EMPTY_STATES.description)
        )}
      </CollapsiblePanel>
      <CollapsiblePanel title="Details">
        <DetailsPanel asset={asset} />
      </CollapsiblePanel>
      <CollapsiblePanel title="Properties">
        <PropertiesPanel
          properties={[...categoryTraits(asset.category, asset.genres), ...asset.properties]}
        />
      </CollapsiblePanel>
      <CollapsiblePanel title="About" badge={mismatch ? <MismatchMarker /> : null}>
        <AboutPanel
          asset={asset}
          canDownload={canDownloadSourceFiles(viewer, asset, holding)}
          onDownload={onDownloadSourceFiles ?? (() => void sourceFiles.download())}
          downloading={sourceFiles.downloading}
        />
      </CollapsiblePanel>
      {linked ? null : (
        <>
          <CollapsiblePanel title="Proposals">
            <ProposalsPanel asset={asset} viewer={viewer} renderAccept={renderProposalAccept} />
          </CollapsiblePanel>
          {renderOffers ? <CollapsiblePanel title="Offers">{renderOffers()}</CollapsiblePanel> : null}
          <CollapsiblePanel title="Connected Assets">
            {connectedAssets.length > 0 ? (
              <AssetCardGrid cards={connectedAssets} />
            ) : asset.connectedAssets.length > 0 ? (
              <ConnectedAssetLinks links={asset.connectedAssets} />
            ) : (
              muted(EMPTY_STATES.connectedAssets)
            )}
          </CollapsiblePanel>
        </>
      )}
      <CollapsiblePanel title="Asset Activity">
        <AssetActivity token={token} />
      </CollapsiblePanel>
      {linked ? null : (
        <CollapsiblePanel title="Connected Asset Activity" defaultOpen={false} lazy>
          <ConnectedAssetActivity token={token} />
        </CollapsiblePanel>
      )}
      <CollapsiblePanel title="Price History" defaultOpen={false} lazy>
        <PriceHistory token={token} />
      </CollapsiblePanel>
      <CollapsiblePanel title="More from collection">
        <MoreFromCollection assetId={asset._id} />
      </CollapsiblePanel>
    </div>
  );
}

/** The linked copies the server reports (integrations of this asset), each to its own page. */
function ConnectedAssetLinks({ links }: { links: AssetDetails["connectedAssets"] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {links.map((link) => (
        <li key={link._id}>
          <Link to={assetPath(link)} className="font-medium hover:underline">
            {link.name} <span className="font-mono text-fg-muted">#{link.tokenId}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
