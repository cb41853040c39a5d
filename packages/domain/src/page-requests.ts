import {
  readBrowseState,
  toBrowseFilters,
  toBrowseRequest,
  viewableBrowseState,
} from "./browse-url-state.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { assetDetailsUrl, type PageRequest } from "./rules/page-answers.ts";

// The server answers these in the page (docs/decisions/025-answers-in-the-page.md). They are built
// with the functions the pages' own queries use (browse-url-state.ts, assetDetailsUrl), so the
// browser's request is the one answered.

const ASSET_PAGE = /^\/asset\/([^/]+)\/([^/]+)\/?$/;

/**
 * The API requests a signed-out visitor's first screen of `pathname` makes (spec section 2's
 * routes): browse's grid and sidebar counts, the asset page's asset. None for other pages.
 */
export function pageRequests(pathname: string, search: URLSearchParams): PageRequest[] {
  if (pathname === "/browse/assets" || pathname === "/browse/assets/") {
    const state = viewableBrowseState(readBrowseState(search), false);
    return [
      { method: "POST", url: "/api/assets/list", body: toBrowseRequest(state, PAGE_SIZES.grid) },
      { method: "POST", url: "/api/assets/facets", body: toBrowseFilters(state) },
    ];
  }
  const asset = ASSET_PAGE.exec(pathname);
  if (asset) {
    const [address, tokenId] = [asset[1], asset[2]].map(decodedSegment);
    if (address && tokenId) return [{ method: "GET", url: assetDetailsUrl(address, tokenId) }];
  }
  return [];
}

// A route parameter as the router hands it to the page: decoded, or nothing when malformed.
function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
