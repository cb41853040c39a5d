import type { ProposalFacts } from "./proposal-status.ts";
import { isAssetOwner, type Viewer } from "./viewer.ts";

type AssetForDownload = {
  userId: string;
  proposals: readonly Pick<ProposalFacts, "offererId" | "isFinalised">[];
};

// Spec sections 4 and 6: the source-archive link is active only for the asset owner or a studio
// whose proposal on this asset is finalised; everyone else sees it struck through. Admins get no
// exception ("other permissions not shown"). The server additionally checks a signed, single-use
// download message and on-chain ownership (ARCHITECTURE.md, protocol notes); this rule is the part
// both sides share. `holding` is what the viewer's wallets hold of the token: every holder of an
// ERC-1155 token owns editions of it, and the server lets any wallet with a balance download.
export const canDownloadSourceFiles = (
  viewer: Viewer,
  asset: AssetForDownload,
  holding: bigint = 0n,
): boolean => {
  if (viewer === null) return false;
  if (isAssetOwner(viewer, asset) || holding > 0n) return true;
  return (
    viewer.type === "studio" &&
    asset.proposals.some((proposal) => proposal.offererId === viewer.id && proposal.isFinalised)
  );
};
