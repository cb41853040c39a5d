import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import {
  type BrowseFilterInput,
  type OwnershipFilter,
  type ResolvedFilters,
  browseConditions,
} from "../../db/queries/browse/browse-conditions.ts";
import type { BrowseSearch } from "../../db/queries/browse/browse-search.ts";
import { ServiceError } from "../service-error.ts";

/** The signed-in viewer, for the CREATED and OWNED ownership filters. */
export type BrowseViewer = { userId: string } | null;

/** The request's filters as SQL; a visitor asking for CREATED or OWNED is refused (401). */
export function resolveFilters(
  filters: BrowseFilterInput,
  viewer: BrowseViewer,
  search: BrowseSearch | "nothing" | null = null,
): ResolvedFilters {
  let owner: OwnershipFilter | null = null;
  if (filters.ownership !== "ALL") {
    if (!viewer) throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.notSignedIn);
    owner = { ownership: filters.ownership, userId: viewer.userId };
  }
  return browseConditions(filters, owner, search);
}
