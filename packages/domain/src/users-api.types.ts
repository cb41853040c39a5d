import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZAssetCard } from "./entities/asset-card.ts";
import { zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { ZChainId, ZCount, ZId, ZIsoDateTime, ZNullableUrl } from "./entities/scalars.ts";
import { ZTokenId } from "./entities/uint.ts";
import { ZUser, ZUserCard } from "./entities/user.ts";
import { ZCollectionBrowseCard } from "./collections-browse.types.ts";
import { ZCollectionFilter, ZProfileFilter, ZUserTypeFilter } from "./entities/constant-enums.ts";

// People (spec section 1 "profile", section 2 "Profile" and "Header, menu, footer", section 3 "User"):
//   GET /api/users/{id}                          → UserProfile (404 "User not found")
//   GET /api/users/{id}/assets?filter&cursor     → CursorPage<AssetCard>   (profile filters)
//   GET /api/users/{id}/collections?filter&cursor→ CursorPage<CollectionBrowseCard>
//   GET /api/users/{id}/deals?cursor             → CursorPage<Deal>
//   GET /api/users?type&search&cursor            → CursorPage<UserListCard>
// Every list is a keyset page (docs/decisions/011-keyset-pages.md); every figure is capped or kept.

export const USER_NOT_FOUND = "User not found";

/** A profile's figures; each is exact up to PROFILE_COUNT_CAP, beyond it the cap (`capped`). */
export const PROFILE_COUNT_CAP = 10_000;
// Integrations are counted as the chain recorded them (the indexer's AgreementExecuted, from the
// listing's seller to the executing studio), the same facts the Deals tab lists, so the two agree.
// In the product's flow each one is also a finalised proposal (the asset page's connected games).
const ZProfileStats = z.object({
  /** Assets the user created, the linked copies of their integrations included. */
  assetsCreated: ZCount,
  /** Collections the user created. */
  collections: ZCount,
  /** Integrations this user executed as a studio (linked tokens minted into their collections). */
  integrationsMade: ZCount,
  /** Integrations studios executed on listings of this user's wallets. */
  integrationsReceived: ZCount,
  capped: z.boolean(),
});

export const ZUserProfile = ZUser.extend({
  joinedAt: ZIsoDateTime,
  stats: ZProfileStats,
});
export type UserProfile = z.infer<typeof ZUserProfile>;
export const ZUserProfileResponse = zApiSuccess(ZUserProfile);

export const ZUserIdParams = z.object({ id: z.string().min(1).max(100) });

// The Assets tab (and Listed = onSale, Offers received = offersReceived). Each filter is its own
// keyset list; chain facts count for every wallet of the user, and an asset appears once per list.
//   created         assets the user created (linked copies included), newest first
//   custom          of those, the ones carrying properties (traits) their creator gave them: a
//                   non-empty `properties` list; newest first
//   owned           tokens the user's wallets hold (any balance above 0, so an ERC-1155 edition
//                   shared with others counts); balances carry no date, so by collection address
//                   and token id
//   onSale          assets in a live listing (active, not expired, seller still holding) of the
//                   user's wallets, newest listing first
//   sold            assets whose listing by the user's wallets a studio integrated on-chain, latest
//                   integration first
//   offersMade      assets named by on-chain offers the user's wallets made, newest offer first
//   offersReceived  assets named by on-chain offers addressed to the user's wallets (the offer's
//                   collectionOwnerAddr, who alone may authorise it), newest offer first
export const ZProfileAssetsQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  filter: ZProfileFilter.default("created"),
});
const ZProfileAssetsPage = zCursorPage(ZAssetCard);
export type ProfileAssetsPage = z.infer<typeof ZProfileAssetsPage>;
export const ZProfileAssetsResponse = zApiSuccess(ZProfileAssetsPage);

// The Collections tab: All, Original (created) and Integrated (collected: the user holds tokens of
// a collection someone else created). Created come newest first; collected by address, the holdings
// having no date; All is the created ones, then the collected ones.
export const ZProfileCollectionsQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  filter: ZCollectionFilter.default("all"),
});
const ZProfileCollectionsPage = zCursorPage(ZCollectionBrowseCard);
export type ProfileCollectionsPage = z.infer<typeof ZProfileCollectionsPage>;
export const ZProfileCollectionsResponse = zApiSuccess(ZProfileCollectionsPage);

/** Someone a deal was made with: a MeshLink user when the address belongs to one. */
const ZCounterparty = z.object({
  address: ZAddress,
  user: z.object({ _id: ZId, name: z.string() }).nullable(),
});

const ZDealToken = z.object({
  name: z.string().nullable(),
  address: ZAddress,
  tokenId: ZTokenId,
  imgUrl: ZNullableUrl,
});

// The Deals tab: integrations executed on-chain on both sides, newest block first. "made": this
// user's wallet executed the integration of someone's listing; "received": a studio integrated a
// listing of this user's wallets. One who integrates their own listing has both. `_id` names the
// side and the chain's record of the execution.
const ZDeal = z.object({
  _id: ZId,
  role: z.enum(["made", "received"]),
  chainId: ZChainId,
  executedAt: ZIsoDateTime,
  txHash: z.string().regex(/^0x[0-9a-f]{64}$/),
  counterparty: ZCounterparty,
  /** The original asset. */
  asset: ZDealToken,
  /** The linked token minted into the studio's collection. */
  linkedToken: ZDealToken,
});
export type Deal = z.infer<typeof ZDeal>;
export const ZDealsQuery = zCursorPageQuery(PAGE_SIZES.grid);
const ZDealsPage = zCursorPage(ZDeal);
export type DealsPage = z.infer<typeof ZDealsPage>;
export const ZDealsResponse = zApiSuccess(ZDealsPage);

// Finding people: user cards (spec section 2) with the list filter All / Studio / Creator.
export const ZUsersQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  type: ZUserTypeFilter.default("all"),
  /** Matches names (words and prefixes, typos forgiven as the header search does). */
  search: z.string().trim().max(100).optional(),
});
const ZUserListCard = ZUserCard.extend({
  stats: ZProfileStats.pick({ assetsCreated: true, collections: true }),
});
export type UserListCard = z.infer<typeof ZUserListCard>;
const ZUsersPage = zCursorPage(ZUserListCard);
export type UsersPage = z.infer<typeof ZUsersPage>;
export const ZUsersResponse = zApiSuccess(ZUsersPage);

/**
 * The uint256 an on-chain offer names its asset by (Store `makeOffer`, "the server's id for it",
 * docs/decisions/002): the asset's id, a UUID, read as a 128-bit number.
 */
export const offerAssetIdOf = (assetId: string): bigint => BigInt(`0x${assetId.replaceAll("-", "")}`);
