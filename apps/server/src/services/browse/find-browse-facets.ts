import type { BrowseFacets } from "@meshlink/domain/browse-api.types";
import type { Db } from "../../db/database.ts";
import type { BrowseFilterInput } from "../../db/queries/browse/browse-conditions.ts";
import { findBrowseFacetCounts } from "../../db/queries/browse/browse-facets.ts";
import { type BrowseViewer, resolveFilters } from "./browse-filters.ts";

/**
 * POST /api/assets/facets: how many assets each sidebar option would leave (spec section 2), each
 * section's counts under the other sections' filters, not its own (findBrowseFacetCounts).
 */
export async function findBrowseFacets(
  { db }: { db: Db },
  request: BrowseFilterInput,
  viewer: BrowseViewer,
): Promise<BrowseFacets> {
  const filters = await resolveFilters(db, request, viewer);
  return findBrowseFacetCounts(db, filters);
}
