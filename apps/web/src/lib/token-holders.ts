import { HOLDERS_PAGE_SIZE, holdingOf, type AssetHoldersPage } from "@meshlink/domain/holders-api.types";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { assetDetailsQuery } from "@/lib/queries/asset-details";

// GET /api/assets/{address}/{tokenId}/holders (domain holders-api.types.ts). In lib because two
// features read it: the asset page lists the holders, the listing actions need the viewer's holding.
// The keys sit under the asset page's, so whatever refreshes the page refreshes its holders.

type Token = { address: string; tokenId: string };

const MAX_WALLETS = 100;

export const holderKeys = {
  all: (token: Token) => [...assetDetailsQuery(token).queryKey, "holders"] as const,
  list: (token: Token) => [...holderKeys.all(token), "list"] as const,
  ofUser: (token: Token, userId: string) => [...holderKeys.all(token), "user", userId] as const,
};

const fetchHolders = (token: Token, query: Record<string, string>, signal: AbortSignal) =>
  apiRequest<AssetHoldersPage>(
    `/api/assets/${encodeURIComponent(token.address)}/${encodeURIComponent(token.tokenId)}/holders?${new URLSearchParams(query)}`,
    { signal },
  );

/** The token's holders, largest balance first, a keyset page at a time. */
export function useTokenHolders(token: Token, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: holderKeys.list(token),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchHolders(
        token,
        { perPage: String(HOLDERS_PAGE_SIZE), ...(pageParam ? { after: pageParam } : {}) },
        signal,
      ),
    getNextPageParam: (page) => page.next,
    enabled,
  });
}

/** What the viewer holds of the token over all their wallets; 0 for anonymous visitors. */
export function useViewerHolding(token: Token, viewer: Viewer): bigint | undefined {
  const query = useQuery({
    queryKey: holderKeys.ofUser(token, viewer?.id ?? ""),
    queryFn: ({ signal }) =>
      fetchHolders(token, { perPage: String(MAX_WALLETS), userId: viewer!.id }, signal),
    select: (page) => holdingOf(page.data),
    enabled: viewer !== null,
  });
  return viewer === null ? 0n : query.data;
}
