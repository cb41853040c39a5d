import type { ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import type { ProfileAssetsPage } from "@meshlink/domain/users-api.types";
import type { Db } from "../../db/database.ts";
import { assetCards } from "../assets/asset-cards.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";
import { createdAssetIds } from "./created-asset-ids.ts";
import { listedAssetIds } from "./listed-asset-ids.ts";
import { loadProfileOwner, type ProfileOwner } from "./load-profile-owner.ts";
import { offeredAssetIds } from "./offered-asset-ids.ts";
import { ownedAssetIds } from "./owned-asset-ids.ts";
import { soldAssetIds } from "./sold-asset-ids.ts";

type PageQuery = { cursor?: string; perPage: number };
type Source = (db: Db, owner: ProfileOwner, query: PageQuery) => Promise<CursorPage<string>>;

// Each filter is one keyset list of asset ids in its own order; the cards are built alike.
const SOURCES: Record<ProfileFilter, Source> = {
  created: (db, owner, query) => createdAssetIds(db, owner.id, query, false),
  custom: (db, owner, query) => createdAssetIds(db, owner.id, query, true),
  owned: ownedAssetIds,
  onSale: listedAssetIds,
  sold: soldAssetIds,
  offersMade: (db, owner, query) => offeredAssetIds(db, owner, query, "made"),
  offersReceived: (db, owner, query) => offeredAssetIds(db, owner, query, "received"),
};

/** GET /api/users/{id}/assets: one page of the profile's asset cards under one filter. */
export async function findProfileAssets(
  { db }: { db: Db },
  userId: string,
  query: PageQuery & { filter: ProfileFilter },
  viewer: BrowseViewer,
): Promise<ProfileAssetsPage> {
  const owner = await loadProfileOwner(db, userId);
  const page = await SOURCES[query.filter](db, owner, query);
  const cards = await assetCards(
    db,
    page.data.map((id) => ({ id })),
    viewer,
  );
  return { data: cards, nextCursor: page.nextCursor };
}
