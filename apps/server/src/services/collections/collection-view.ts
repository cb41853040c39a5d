import { findChain } from "@meshlink/domain/chains";
import type { Collection } from "@meshlink/domain/entities/collection";
import type { BlockchainSummary } from "@meshlink/domain/entities/blockchain";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { collections } from "../../db/schema.ts";

export type CollectionRow = typeof collections.$inferSelect;

/** The chain summary assets and collections embed (spec section 3); unknown ids keep their number. */
export function blockchainSummary(chainId: number): BlockchainSummary {
  const chain = findChain(chainId);
  return { name: chain?.name ?? `Chain ${chainId}`, symbol: chain?.symbol ?? "ETH", chainId };
}

/** Served as the asset's `blockchainId`: the chain id as text, stable across servers. */
export const blockchainId = (chainId: number): string => String(chainId);

/** The API's view of a collection row (packages/domain entities/collection.ts). */
export function collectionView(row: CollectionRow): Collection {
  return {
    _id: row.id,
    name: row.name,
    imageUrl: row.logoKey ? imageUrl(row.logoKey) : null,
    address: row.address,
    description: row.description || null,
    userId: row.userId,
    social: row.socials,
    symbol: row.symbol,
    ercType: row.ercType,
    bannerUrl: row.bannerKey ? imageUrl(row.bannerKey) : null,
    blockchain: blockchainSummary(row.chainId),
    blockchainId: blockchainId(row.chainId),
    imported: false,
    createdAt: row.createdAt.toISOString(),
  };
}
