import {
  ZBrowseAssetsRequest,
  ZBrowseFilters,
  ZCollectionFacetsRequest,
} from "@meshlink/domain/browse-api.types";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { resolveFilters } from "./browse-filters.ts";
import { findBrowseFacets } from "./find-browse-facets.ts";
import { findBrowsePage } from "./find-browse-page.ts";
import { findCollectionFacets } from "./find-collection-facets.ts";

// A database that fails the test on any use: what is refused must be refused before it is read.
const untouchable = new Proxy({} as Db, {
  get: (_, property) => {
    throw new Error(`the database was used (${String(property)})`);
  },
});
const deps = { db: untouchable };

describe("browse filters", () => {
  const asked = { search: "dargon sword" };
  it.each(["CREATED", "OWNED"] as const)(
    "refuses %s for a visitor with a 401 before looking up the search text, in the list and both facets",
    async (ownership) => {
      const unauthenticated = { code: "UNAUTHENTICATED" };
      await expect(
        findBrowsePage(deps, ZBrowseAssetsRequest.parse({ ...asked, ownership }), null),
      ).rejects.toMatchObject(unauthenticated);
      await expect(
        findBrowseFacets(deps, ZBrowseFilters.parse({ ...asked, ownership }), null),
      ).rejects.toMatchObject(unauthenticated);
      const optionIds = ["00000000-0000-4000-8000-000000000000"];
      await expect(
        findCollectionFacets(deps, ZCollectionFacetsRequest.parse({ ...asked, ownership, optionIds }), null),
      ).rejects.toMatchObject(unauthenticated);
    },
  );

  it("reads nothing for a blank search", async () => {
    const filters = await resolveFilters(untouchable, ZBrowseFilters.parse({ search: "   " }), null);
    expect(filters.search).toBeNull();
  });
});
