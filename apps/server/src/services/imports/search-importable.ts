import { IMPORT_PAGE_SIZE, importTotalPages } from "@meshlink/domain/constants/page-sizes";
import type { ImportSearchPage, ImportSearchRequest } from "@meshlink/domain/imports-api.types";
import { findCollectionsAt } from "../../db/queries/collections.ts";
import { checkImportAccount } from "./check-import-account.ts";
import { findAccountCollections } from "./find-account-collections.ts";
import type { ImportDeps, Importer } from "./import-deps.ts";
import { ServiceError } from "../service-error.ts";

/**
 * POST /api/imports/collections/search: one page of the account's collections, each flagged when
 * MeshLink already has it. The search itself may come from the brief cache; the flags are read
 * anew for every page, so a collection imported a moment ago shows as imported.
 */
export async function searchImportable(
  deps: ImportDeps,
  importer: Importer,
  request: ImportSearchRequest & { page: number },
): Promise<ImportSearchPage> {
  const { chain, account, source, searches } = checkImportAccount(deps, importer, request);
  const key = `${chain.chainId}:${account}`;
  const search = searches
    ? searches.get(key)
    : findAccountCollections({ db: deps.db, chain, source }, account);
  // The provider's or node's own words may carry its URL (and the API key in it): not repeated.
  const found = await search.catch(() => {
    throw new ServiceError("UNAVAILABLE", "Your collections could not be searched; try again shortly");
  });
  const start = (request.page - 1) * IMPORT_PAGE_SIZE;
  const page = found.collections.slice(start, start + IMPORT_PAGE_SIZE);
  const known = await findCollectionsAt(
    deps.db,
    chain.chainId,
    page.map((entry) => entry.address),
  );
  const byAddress = new Map(known.map((row) => [row.address, row]));
  return {
    data: page.map(({ address, source, ...entry }) => {
      const row = byAddress.get(address);
      return {
        ...entry,
        id: address,
        chainId: chain.chainId,
        address,
        symbol: entry.symbol || (row?.symbol.slice(0, 50) ?? ""),
        imported: source === "meshlink" || row !== undefined,
        collectionId: row?.id ?? null,
        source,
      };
    }),
    page: request.page,
    totalCount: found.collections.length,
    totalPages: importTotalPages(found.collections.length),
    truncated: found.truncated,
  };
}
