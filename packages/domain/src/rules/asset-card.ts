import { ASSET_CARD_COLLECTION_FALLBACK } from "../constants/placeholders.ts";
import type { AssetCard } from "../entities/asset-card.ts";

// The fallback copy keeps the product's typo ("Unnameted multiple"); see constants/placeholders.ts.
export const assetCardCollectionName = (card: Pick<AssetCard, "collection">): string =>
  card.collection?.name?.trim() || ASSET_CARD_COLLECTION_FALLBACK;

// Spec section 2: "count of integrated games" — one per finalised integration.
export const connectedGamesCount = (card: Pick<AssetCard, "proposals">): number =>
  card.proposals.filter((proposal) => proposal.isFinalised).length;
