import type { CollectionFilter, ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import {
  ZDealsPage,
  ZProfileAssetsPage,
  ZProfileCollectionsPage,
  ZUsersPage,
} from "@meshlink/domain/users-api.types";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { profileQuery, userKeys, userPath } from "@/lib/queries/users";

export const useUserProfile = (id: string) => useQuery(profileQuery(id));

/** Page after page of a keyset list: `path` with `params`, then each page's `nextCursor`. */
function useCursorList<S extends z.ZodType<{ nextCursor: string | null }>>(
  queryKey: readonly unknown[],
  path: string,
  params: Record<string, string>,
  schema: S,
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<z.infer<S>> => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest(`${path}?${query}`, { schema, signal }) as Promise<z.infer<S>>;
    },
    getNextPageParam: (last: z.infer<S>) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The Assets, Listed and Offers received tabs: the user's assets under one profile filter. */
export const useProfileAssets = (id: string, filter: ProfileFilter) =>
  useCursorList(userKeys.assets(id, filter), `${userPath(id)}/assets`, { filter }, ZProfileAssetsPage);

/** The Collections tab: All, Original (created) or Integrated (collected). */
export const useProfileCollections = (id: string, filter: CollectionFilter) =>
  useCursorList(
    userKeys.collections(id, filter),
    `${userPath(id)}/collections`,
    { filter },
    ZProfileCollectionsPage,
  );

/** The Deals tab: executed integrations on both sides, newest first. */
export const useProfileDeals = (id: string) =>
  useCursorList(userKeys.deals(id), `${userPath(id)}/deals`, {}, ZDealsPage);

/** The user list: All, Studio or Creator, optionally by name. */
export const useUserList = (type: UserTypeFilter, search: string) =>
  useCursorList(userKeys.list(type, search), "/api/users", search ? { type, search } : { type }, ZUsersPage);
