import type { CollectionDetails } from "@meshlink/domain/assets-api.types";
import type { Collection } from "@meshlink/domain/entities/collection";
import type { Db } from "../../db/database.ts";
import {
  findCollectionItemCount,
  findNewestCollectionNamed,
  findUserCollections,
} from "../../db/queries/collections.ts";
import { findCollectionAssetCards } from "../assets/find-collection-asset-cards.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";
import { collectionView } from "./collection-view.ts";
import { ServiceError } from "../service-error.ts";

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** The user's collections, newest first, on one chain or all (spec section 7 "fetch my collections"). */
export async function findMyCollections(
  { db }: { db: Db },
  userId: string,
  chainId?: number,
): Promise<Collection[]> {
  return (await findUserCollections(db, userId, chainId)).map(collectionView);
}

/**
 * /collection/{name}/{userId} (spec section 2): the owner's collection of that name with one page of
 * its assets. Names are not unique on-chain; the owner's newest collection of that name wins.
 */
export async function findCollectionDetails(
  deps: { db: Db },
  params: { name: string; userId: string },
  page: { cursor?: string; page: number; perPage: number },
  viewer: BrowseViewer,
): Promise<CollectionDetails> {
  if (!isUuid(params.userId)) throw new ServiceError("NOT_FOUND", "Collection not found");
  const row = await findNewestCollectionNamed(deps.db, params.name, params.userId);
  if (!row) throw new ServiceError("NOT_FOUND", "Collection not found");
  // The item count the statistics keep on every write, rather than counting a big collection's rows.
  const itemCount = await findCollectionItemCount(deps.db, row.id);
  const assets = await findCollectionAssetCards(deps, row.id, page, itemCount, viewer);
  return { ...collectionView(row), assets };
}
