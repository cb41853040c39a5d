import type { CollectionFacets, ZCollectionFacetsRequest } from "@meshlink/domain/browse-api.types";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findCollectionFacetCounts } from "../../db/queries/browse/collection-facets.ts";
import { type BrowseViewer, resolveFilters } from "./browse-filters.ts";

/**
 * POST /api/assets/facets/collections: how many assets each shown Collection option would leave
 * under the other sections' filters (its own section's choice ignored, as every facet does),
 * counted up to the cap (findCollectionFacetCounts).
 */
export async function findCollectionFacets(
  { db }: { db: Db },
  { optionIds, ...request }: z.output<typeof ZCollectionFacetsRequest>,
  viewer: BrowseViewer,
): Promise<CollectionFacets> {
  const filters = await resolveFilters(db, { ...request, collectionIds: undefined }, viewer);
  return findCollectionFacetCounts(db, filters, optionIds);
}
