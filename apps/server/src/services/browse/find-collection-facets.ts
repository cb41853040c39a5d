import {
  COLLECTION_FACET_CAP,
  type CollectionFacets,
  type ZCollectionFacetsRequest,
} from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { assetBrowse } from "../../db/schema.ts";
import { type BrowseViewer, allRowConditions, resolveFilters } from "./browse-filters.ts";
import { resolveBrowseSearch } from "./browse-search.ts";

/**
 * POST /api/assets/facets/collections: how many assets each shown Collection option would leave
 * under the other sections' filters (its own section's choice ignored, as every facet does). Each
 * option counts its rows through the read model's collection index, stopping past the cap, so a
 * page of options costs at most options × cap index entries whatever the marketplace's size.
 */
export async function findCollectionFacets(
  { db }: { db: Db },
  { optionIds, ...request }: z.output<typeof ZCollectionFacetsRequest>,
  viewer: BrowseViewer,
): Promise<CollectionFacets> {
  const filters = resolveFilters(
    { ...request, collectionIds: undefined },
    viewer,
    await resolveBrowseSearch(db, request.search),
  );
  const others = allRowConditions(filters) ?? sql`true`;
  const ids = [...new Set(optionIds)];
  const result: unknown = await db.execute(sql`
    select o.id::text as id, (select count(*) from (
        select 1 from ${assetBrowse} where ${assetBrowse.collectionId} = o.id and ${others}
        limit ${COLLECTION_FACET_CAP + 1}) as matched)::integer as n
    from (values ${sql.join(
      ids.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as o(id)`);
  const rows = (result as { rows: { id: string; n: number }[] }).rows;
  return rows.map((row) => ({
    value: row.id,
    count: Math.min(Number(row.n), COLLECTION_FACET_CAP),
    capped: Number(row.n) > COLLECTION_FACET_CAP,
  }));
}
