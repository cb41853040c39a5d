import {
  ZActivityHistory,
  ZConnectedActivity,
  ZPriceHistory,
  type ActivityHistory,
  type ConnectedActivity,
  type PriceHistory,
} from "@meshlink/domain/activity.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The token whose history is asked for; `chainId` keeps a same-address collection elsewhere out. */
export type ActivityToken = { address: string; tokenId: string; chainId: number };

const tokenQuery = ({ address, tokenId }: ActivityToken) =>
  `address=${encodeURIComponent(address)}&tokenId=${encodeURIComponent(tokenId)}`;

const pageQuery = (token: ActivityToken, page: number) =>
  `${tokenQuery(token)}&chainId=${token.chainId}&page=${page}&perPage=${PAGE_SIZES.activity}`;

export const activityKeys = {
  history: (token: ActivityToken, page: number) => ["activity", "history", token, page] as const,
  connected: (token: ActivityToken, page: number) => ["activity", "connected", token, page] as const,
  priceHistory: (token: ActivityToken) => ["activity", "price-history", token] as const,
};

/** Spec section 7 "Activity history (address, tokenId, page, perPage)", 50 per page (section 9). */
export function useAssetActivity(token: ActivityToken, page: number) {
  return useQuery({
    queryKey: activityKeys.history(token, page),
    queryFn: ({ signal }): Promise<ActivityHistory> =>
      apiRequest(`/api/activity?${pageQuery(token, page)}`, { schema: ZActivityHistory, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Connected Asset Activity: the events of the linked tokens minted from this original. */
export function useConnectedActivity(token: ActivityToken, page: number) {
  return useQuery({
    queryKey: activityKeys.connected(token, page),
    queryFn: ({ signal }): Promise<ConnectedActivity> =>
      apiRequest(`/api/activity/connected?${pageQuery(token, page)}`, { schema: ZConnectedActivity, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The listing fee each time the token was listed or its listing edited, oldest first. */
export function usePriceHistory(token: ActivityToken) {
  return useQuery({
    queryKey: activityKeys.priceHistory(token),
    queryFn: ({ signal }): Promise<PriceHistory> =>
      apiRequest(`/api/activity/price-history?${tokenQuery(token)}`, { schema: ZPriceHistory, signal }),
  });
}
