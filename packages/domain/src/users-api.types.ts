import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZCollectionFilter, ZProfileFilter } from "./constants/profile-filters.ts";
import { ZUserTypeFilter } from "./constants/user-types.ts";
import { ZAddress } from "./entities/address.ts";
import { ZAssetCard } from "./entities/asset-card.ts";
import { zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { ZChainId, ZCount, ZId, ZIsoDateTime, ZNullableUrl } from "./entities/scalars.ts";
import { ZTokenId } from "./entities/uint.ts";
import { ZUser } from "./entities/user.ts";
import { ZCollectionBrowseCard } from "./collections-browse.types.ts";

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
export const ZProfileStats = z.object({
  assetsCreated: ZCount,
  collections: ZCount,
  /** Integrations this user executed as a studio (linked tokens minted into their collections). */
  integrationsMade: ZCount,
  /** Integrations other studios executed on this user's assets. */
  integrationsReceived: ZCount,
  capped: z.boolean(),
});
export type ProfileStats = z.infer<typeof ZProfileStats>;

export const ZUserProfile = ZUser.extend({
  joinedAt: ZIsoDateTime,
  stats: ZProfileStats,
});
export type UserProfile = z.infer<typeof ZUserProfile>;
export const ZUserProfileResponse = zApiSuccess(ZUserProfile);

export const ZUserIdParams = z.object({ id: z.string().min(1).max(100) });

// The Assets tab (and Listed = onSale, Offers received = offersReceived). "custom": assets whose
// creator gave them custom properties (traits); "sold": assets whose listing a studio integrated.
export const ZProfileAssetsQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  filter: ZProfileFilter.default("created"),
});
export type ProfileAssetsQuery = z.input<typeof ZProfileAssetsQuery>;
export const ZProfileAssetsPage = zCursorPage(ZAssetCard);
export type ProfileAssetsPage = z.infer<typeof ZProfileAssetsPage>;
export const ZProfileAssetsResponse = zApiSuccess(ZProfileAssetsPage);

// The Collections tab: All, Original (created) and Integrated (collected: the user holds tokens of
// a collection someone else created).
export const ZProfileCollectionsQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  filter: ZCollectionFilter.default("all"),
});
export type ProfileCollectionsQuery = z.input<typeof ZProfileCollectionsQuery>;
export const ZProfileCollectionsPage = zCursorPage(ZCollectionBrowseCard);
export type ProfileCollectionsPage = z.infer<typeof ZProfileCollectionsPage>;
export const ZProfileCollectionsResponse = zApiSuccess(ZProfileCollectionsPage);

/** Someone a deal was made with: a MeshLink user when the address belongs to one. */
export const ZCounterparty = z.object({
  address: ZAddress,
  user: z.object({ _id: ZId, name: z.string() }).nullable(),
});
export type Counterparty = z.infer<typeof ZCounterparty>;

const ZDealToken = z.object({
  name: z.string().nullable(),
  address: ZAddress,
  tokenId: ZTokenId,
  imgUrl: ZNullableUrl,
});

// The Deals tab: executed integrations on both sides, newest first. "made": this user's studio
// integrated someone's asset; "received": a studio integrated this user's asset.
export const ZDeal = z.object({
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
export const ZDealsPage = zCursorPage(ZDeal);
export type DealsPage = z.infer<typeof ZDealsPage>;
export const ZDealsResponse = zApiSuccess(ZDealsPage);

// Finding people: user cards (spec section 2) with the list filter All / Studio / Creator.
export const ZUsersQuery = zCursorPageQuery(PAGE_SIZES.grid).extend({
  type: ZUserTypeFilter.default("all"),
  /** Matches names (words and prefixes, typos forgiven as the header search does). */
  search: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.input<typeof ZUsersQuery>;
export const ZUserListCard = ZUser.pick({
  _id: true,
  name: true,
  address: true,
  avatarUrl: true,
  bannerUrl: true,
  description: true,
  type: true,
}).extend({ stats: ZProfileStats.pick({ assetsCreated: true, collections: true }) });
export type UserListCard = z.infer<typeof ZUserListCard>;
export const ZUsersPage = zCursorPage(ZUserListCard);
export type UsersPage = z.infer<typeof ZUsersPage>;
export const ZUsersResponse = zApiSuccess(ZUsersPage);
