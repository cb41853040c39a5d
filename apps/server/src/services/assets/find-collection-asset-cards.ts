import type { AssetCardsPage } from "@meshlink/domain/assets-api.types";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets } from "../../db/schema.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";
import { assetCards } from "./asset-cards.ts";

/**
 * One numbered page of a collection's asset cards, newest first (the collection page's pager goes
 * to any page: spec section 2 "Slider pagination with prev, go, next"). A page number is a
 * position, so the page's ids are found by walking the collection's (created_at, id) index alone
 * and only their rows are read: a 100k-asset collection's last page reads index entries, not 100k
 * rows. `itemCount` is the count the collection's statistics keep; a page past it is empty without
 * asking the database.
 */
export async function findCollectionAssetCards(
  { db }: { db: Db },
  collectionId: string,
  page: { page: number; perPage: number },
  itemCount: number,
  viewer: BrowseViewer,
): Promise<AssetCardsPage> {
  const offset = (page.page - 1) * page.perPage;
  const ids =
    offset >= itemCount
      ? []
      : await db
          .select({ id: assets.id })
          .from(assets)
          .where(eq(assets.collectionId, collectionId))
          .orderBy(desc(assets.createdAt), desc(assets.id))
          .limit(page.perPage)
          .offset(offset);
  return {
    data: await assetCards(db, ids, viewer),
    totalCount: itemCount,
    totalPages: totalPagesFor(itemCount, page.perPage),
  };
}
