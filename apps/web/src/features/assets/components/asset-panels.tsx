import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { isLinkedAsset } from "@meshlink/domain/entities/asset";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { compareModelFacts, hasModelFactsMismatch } from "@meshlink/domain/rules/model-facts-mismatch";
import { canDownloadSourceFiles } from "@meshlink/domain/rules/source-download";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { AboutPanel } from "@/features/assets/components/about-panel";
import { ActivityList, type ActivityListRow } from "@/features/assets/components/activity-list";
import { DetailsPanel } from "@/features/assets/components/details-panel";
import { MismatchMarker } from "@/features/assets/components/mismatch-marker";
import { MoreFromCollection } from "@/features/assets/components/more-from-collection";
import { PropertiesPanel } from "@/features/assets/components/properties-panel";
import { ProposalsPanel } from "@/features/assets/components/proposals-panel";
import { AssetCardGrid } from "@/ui/asset-card";
import { CollapsiblePanel } from "@/ui/collapsible-panel";
import { ExpandableText } from "@/ui/expandable-text";

export type AssetPanelsProps = {
  asset: AssetDetails;
  viewer: Viewer;
  /** Filled in by the activity and integration features later; empty until then. */
  activity?: readonly ActivityListRow[];
  connectedAssets?: readonly AssetCard[];
  onDownloadSourceFiles?: () => void;
};

const muted = (text: string) => <p className="text-fg-muted">{text}</p>;

/** Spec section 2's collapsible panels, in its order; three are hidden for linked assets. */
export function AssetPanels({
  asset,
  viewer,
  activity = [],
  connectedAssets = [],
  onDownloadSourceFiles,
}: AssetPanelsProps) {
  const linked = isLinkedAsset(asset);
  const technical = asset.technicalDescription?.short;
  const mismatch =
    !!technical &&
    !!asset.modelFacts &&
    hasModelFactsMismatch(compareModelFacts(technical, asset.modelFacts));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CollapsiblePanel title="Description">
        {asset.description?.trim() ? (
          <ExpandableText text={asset.description} />
        ) : (
          muted(EMPTY_STATES.description)
        )}
      </CollapsiblePanel>
      <CollapsiblePanel title="Details">
        <DetailsPanel asset={asset} />
      </CollapsiblePanel>
      <CollapsiblePanel title="Properties">
        <PropertiesPanel properties={asset.properties} />
      </CollapsiblePanel>
      <CollapsiblePanel title="About" badge={mismatch ? <MismatchMarker /> : null}>
        <AboutPanel
          asset={asset}
          canDownload={canDownloadSourceFiles(viewer, asset)}
          onDownload={onDownloadSourceFiles}
        />
      </CollapsiblePanel>
      {linked ? null : (
        <>
          <CollapsiblePanel title="Proposals">
            <ProposalsPanel asset={asset} viewer={viewer} />
          </CollapsiblePanel>
          <CollapsiblePanel title="Connected Assets">
            {connectedAssets.length > 0 ? (
              <AssetCardGrid cards={connectedAssets} />
            ) : (
              muted(EMPTY_STATES.connectedAssets)
            )}
          </CollapsiblePanel>
        </>
      )}
      <CollapsiblePanel title="Asset Activity">
        <ActivityList rows={activity} />
      </CollapsiblePanel>
      {linked ? null : (
        <CollapsiblePanel title="Connected Asset Activity" defaultOpen={false}>
          {muted(EMPTY_STATES.comingSoon)}
        </CollapsiblePanel>
      )}
      <CollapsiblePanel title="Price History" defaultOpen={false}>
        {muted(EMPTY_STATES.comingSoon)}
      </CollapsiblePanel>
      <CollapsiblePanel title="More from collection">
        <MoreFromCollection assetId={asset._id} />
      </CollapsiblePanel>
    </div>
  );
}
