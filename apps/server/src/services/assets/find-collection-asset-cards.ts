import { type AssetCardsPage, COLLECTION_PAGE_WALK_CAP } from "@meshlink/domain/assets-api.types";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import type { Db } from "../../db/database.ts";
import { findCollectionAssetIds } from "../../db/queries/assets.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";
import { ZCreatedAtKey } from "../../db/page-keys.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { assetCards } from "./asset-cards.ts";
import { ServiceError } from "../service-error.ts";

type CollectionPageQuery = { cursor?: string; page: number; perPage: number };

/**
 * One page of a collection's asset cards, newest first, with the spec's page figures from the
 * item count the collection's statistics keep. The page after `cursor` is a keyset page over the
 * collection's (created_at, id) index, which the collection page's pager follows (decision 011).
 * `page` alone (spec section 7) walks that index to its position, so it is served only within the
 * first COLLECTION_PAGE_WALK_CAP assets; a page past the item count is empty without a query.
 */
export async function findCollectionAssetCards(
  { db }: { db: Db },
  collectionId: string,
  query: CollectionPageQuery,
  itemCount: number,
  viewer: BrowseViewer,
): Promise<AssetCardsPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZCreatedAtKey);
  const skip = after ? 0 : (query.page - 1) * query.perPage;
  if (skip >= COLLECTION_PAGE_WALK_CAP) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `Pages past the first ${COLLECTION_PAGE_WALK_CAP} assets of a collection are read with the cursor`,
    );
  }
  const rows =
    skip >= itemCount
      ? []
      : await findCollectionAssetIds(db, collectionId, { after, limit: query.perPage + 1, offset: skip });
  const page = cursorPage(
    rows,
    query.perPage,
    (row) => [Number(row.createdMicros), row.id],
    (row) => row,
  );
  return {
    data: await assetCards(db, page.data, viewer),
    nextCursor: page.nextCursor,
    totalCount: itemCount,
    totalPages: totalPagesFor(itemCount, query.perPage),
  };
}
