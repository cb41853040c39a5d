import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// The asset page, in lib because more than its own feature refreshes it: the listing and
// integration steps after a write.

type Token = { address: string; tokenId: string };

/** Every asset page's key starts here. */
export const ASSET_DETAILS_KEY = ["assets", "details"] as const;

const seg = encodeURIComponent;

/** GET /api/assets/{address}/{tokenId}: the asset with its measured model facts. */
export const assetDetailsQuery = ({ address, tokenId }: Token) =>
  queryOptions({
    // Addresses come in either letter case (links, the chain, the server): one page per token.
    queryKey: [...ASSET_DETAILS_KEY, address.toLowerCase(), tokenId] as const,
    queryFn: ({ signal }): Promise<AssetDetails> =>
      apiRequest(`/api/assets/${seg(address)}/${seg(tokenId)}`, { signal }),
    enabled: address !== "" && tokenId !== "",
  });
