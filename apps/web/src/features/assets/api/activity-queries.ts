import type { ActivityHistory, ConnectedActivity, PriceHistory } from "@meshlink/domain/activity.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The token whose history is asked for; `chainId` keeps a same-address collection elsewhere out. */
export type ActivityToken = { address: string; tokenId: string; chainId: number };

const tokenQuery = ({ address, tokenId }: ActivityToken) =>
  `address=${encodeURIComponent(address)}&tokenId=${encodeURIComponent(tokenId)}`;

// Keyset pages (docs/decisions/011): the first page has no cursor, each next one the last's nextCursor.
const pageQuery = (token: ActivityToken, cursor: string | undefined) =>
  `${tokenQuery(token)}&chainId=${token.chainId}&perPage=${PAGE_SIZES.activity}` +
  (cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`);

const activityKeys = {
  history: (token: ActivityToken, cursor: string | undefined) =>
    ["activity", "history", token, cursor] as const,
  connected: (token: ActivityToken, cursor: string | undefined) =>
    ["activity", "connected", token, cursor] as const,
  priceHistory: (token: ActivityToken) => ["activity", "price-history", token] as const,
};

/** Spec section 7 "Activity history (address, tokenId, perPage)", 50 per page (section 9). */
export function useAssetActivity(token: ActivityToken, cursor: string | undefined) {
  return useQuery({
    queryKey: activityKeys.history(token, cursor),
    queryFn: ({ signal }): Promise<ActivityHistory> =>
      apiRequest(`/api/activity?${pageQuery(token, cursor)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Connected Asset Activity: the events of the linked tokens minted from this original. */
export function useConnectedActivity(token: ActivityToken, cursor: string | undefined) {
  return useQuery({
    queryKey: activityKeys.connected(token, cursor),
    queryFn: ({ signal }): Promise<ConnectedActivity> =>
      apiRequest(`/api/activity/connected?${pageQuery(token, cursor)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The listing fee each time the token was listed or its listing edited, oldest first. */
export function usePriceHistory(token: ActivityToken) {
  return useQuery({
    queryKey: activityKeys.priceHistory(token),
    queryFn: ({ signal }): Promise<PriceHistory> =>
      apiRequest(`/api/activity/price-history?${tokenQuery(token)}`, { signal }),
  });
}
