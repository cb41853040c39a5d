import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { queryOptions } from "@tanstack/react-query";
import { assetDetailsUrl } from "@meshlink/domain/rules/page-answers";
import { apiRequest } from "@/lib/api-client";
import { pageAnswerOptions } from "@/lib/page-answers";

// The asset page, in lib because more than its own feature refreshes it: the listing and
// integration steps after a write.

type Token = { address: string; tokenId: string };

/** Every asset page's key starts here. */
export const ASSET_DETAILS_KEY = ["assets", "details"] as const;

/** GET /api/assets/{address}/{tokenId}: the asset with its measured model facts. */
export const assetDetailsQuery = ({ address, tokenId }: Token) =>
  queryOptions({
    // Addresses come in either letter case (links, the chain, the server): one page per token.
    queryKey: [...ASSET_DETAILS_KEY, address.toLowerCase(), tokenId] as const,
    queryFn: ({ signal }): Promise<AssetDetails> => apiRequest(assetDetailsUrl(address, tokenId), { signal }),
    // The same for every viewer: the server adds nothing for a session.
    ...pageAnswerOptions<AssetDetails>(
      { method: "GET", url: assetDetailsUrl(address, tokenId) },
      { perViewer: false },
    ),
    enabled: address !== "" && tokenId !== "",
  });
