import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import {
  type BrowseFilterInput,
  type OwnershipFilter,
  type ResolvedFilters,
  browseConditions,
} from "../../db/queries/browse/browse-conditions.ts";
import type { Db } from "../../db/database.ts";
import { resolveSearch } from "../search/resolve-search.ts";
import { ServiceError } from "../service-error.ts";

/** The signed-in viewer, for the CREATED and OWNED ownership filters. */
export type BrowseViewer = { userId: string } | null;

/**
 * The request's filters as SQL, the search text resolved against the dictionary (docs/decisions/015).
 * A visitor asking for CREATED or OWNED is refused (401) before anything is read.
 */
export async function resolveFilters(
  db: Db,
  filters: BrowseFilterInput,
  viewer: BrowseViewer,
): Promise<ResolvedFilters> {
  let owner: OwnershipFilter | null = null;
  if (filters.ownership !== "ALL") {
    if (!viewer) throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.notSignedIn);
    owner = { ownership: filters.ownership, userId: viewer.userId };
  }
  const text = filters.search?.trim();
  // A text with no word to look for ("nothing") finds nothing rather than everything.
  const search = text ? ((await resolveSearch(db, text)) ?? "nothing") : null;
  return browseConditions(filters, owner, search);
}
