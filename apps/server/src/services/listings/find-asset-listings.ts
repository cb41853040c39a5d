import type { Listing } from "@meshlink/domain/entities/listing";
import { onChainExpirationToDate } from "@meshlink/domain/entities/on-chain";
import type { Db } from "../../db/database.ts";
import { findHeldListingsOfTokens } from "../../db/queries/listings.ts";

type AssetKey = { chainId: number; collectionAddress: string; tokenId: string };

/**
 * The asset's listings (spec section 3 "Listing") from the indexer's rows, with the engines the
 * owner recorded. `isActive` is the chain's flag (cancelled and sold-out listings are inactive);
 * expiry is not folded into it but computed from `expiration` by the domain's liveness rules, the
 * same test the contract applies; an expiration past any ISO date is served as none (on-chain.ts).
 * Listings of sellers who no longer hold the token are left out: the contract refuses them for good
 * (StaleListing, docs/decisions/002). Each names its seller and the user behind that wallet: the
 * holders of an ERC-1155 token each list their own (docs/decisions/008, "Several holders").
 */
export async function findAssetListings(db: Db, asset: AssetKey): Promise<Listing[]> {
  const rows = await findHeldListingsOfTokens(db, [asset]);
  return rows.map(({ listing, engines, sellerUserId }) => ({
    listId: listing.listingId,
    seller: listing.seller,
    sellerUserId,
    price: listing.royaltyFee,
    expiration: onChainExpirationToDate(listing.expiration)?.toISOString() ?? null,
    isActive: listing.state === "active",
    state: listing.state,
    engines: engines ?? [],
  }));
}
