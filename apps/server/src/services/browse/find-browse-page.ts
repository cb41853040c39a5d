import type { BrowseAssetsPage, ZBrowseAssetsRequest } from "@meshlink/domain/browse-api.types";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { assetBrowse, assets } from "../../db/schema.ts";
import { assetCards } from "../assets/asset-cards.ts";
import { resolveBrowseSearch } from "./browse-search.ts";
import { type BrowseViewer, allRowConditions, resolveFilters } from "./browse-filters.ts";
import { afterCursor, encodeBrowseCursor, orderOf, selectedKey, sortSpec } from "./browse-sorts.ts";
import { countBrowse } from "./count-browse.ts";

type BrowseAssetsInput = z.output<typeof ZBrowseAssetsRequest>;

/**
 * POST /api/assets/list (spec section 2 "Browse", section 7): one keyset page of asset cards for
 * the filters and sort, over the browse read model (docs/decisions/014-browse-read-model.md), with
 * the number of matches counted up to a cap.
 */
export async function findBrowsePage(
  { db }: { db: Db },
  request: BrowseAssetsInput,
  viewer: BrowseViewer,
): Promise<BrowseAssetsPage> {
  const filters = resolveFilters(request, viewer, await resolveBrowseSearch(db, request.search));
  const spec = sortSpec(request.sort, request.period, filters.search);
  const where = and(
    allRowConditions(filters, { joinedAsset: spec.tag === "rank" }),
    request.cursor ? afterCursor(spec, request.cursor) : undefined,
  );
  const query = db
    .select({ id: assetBrowse.assetId, key: selectedKey(spec), price: assetBrowse.price })
    .from(assetBrowse);
  // A search ranks by the asset's name, which only the catalog row holds.
  const joined = spec.tag === "rank" ? query.innerJoin(assets, eq(assets.id, assetBrowse.assetId)) : query;
  const page = () =>
    joined
      .where(where)
      .orderBy(...orderOf(spec))
      .limit(request.perPage + 1);
  // With the sidebar's sections alone the rollup's count comes first and costs nearly nothing: when
  // nothing matches, no index is walked looking for a row that is not there.
  const sectionsOnly = filters.rows.length === 0;
  const total = sectionsOnly ? await countBrowse(db, filters) : undefined;
  if (total?.count === 0) return { data: [], nextCursor: null, total };
  const [rows, counted] = await Promise.all([page(), total ?? countBrowse(db, filters)]);
  const kept = rows.slice(0, request.perPage);
  const last = kept.at(-1);
  return {
    data: await assetCards(
      db,
      kept.map((row) => ({ id: row.id, listed: row.price !== null })),
      viewer,
    ),
    nextCursor:
      rows.length > request.perPage && last ? encodeBrowseCursor(spec, Number(last.key), last.id) : null,
    total: counted,
  };
}
