import type { CollectionFilter, ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import type {
  DealsPage,
  ProfileAssetsPage,
  ProfileCollectionsPage,
  UsersPage,
} from "@meshlink/domain/users-api.types";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { profileQuery, userKeys, userPath } from "@/lib/queries/users";

export const useUserProfile = (id: string) => useQuery(profileQuery(id));

/** Page after page of a keyset list: `path` with `params`, then each page's `nextCursor`. */
function useCursorList<Page extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  path: string,
  params: Record<string, string>,
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<Page> => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<Page>(`${path}?${query}`, { signal });
    },
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The Assets, Listed and Offers received tabs: the user's assets under one profile filter. */
export const useProfileAssets = (id: string, filter: ProfileFilter) =>
  useCursorList<ProfileAssetsPage>(userKeys.assets(id, filter), `${userPath(id)}/assets`, { filter });

/** The Collections tab: All, Original (created) or Integrated (collected). */
export const useProfileCollections = (id: string, filter: CollectionFilter) =>
  useCursorList<ProfileCollectionsPage>(userKeys.collections(id, filter), `${userPath(id)}/collections`, {
    filter,
  });

/** The Deals tab: executed integrations on both sides, newest first. */
export const useProfileDeals = (id: string) =>
  useCursorList<DealsPage>(userKeys.deals(id), `${userPath(id)}/deals`, {});

/** The user list: All, Studio or Creator, optionally by name. */
export const useUserList = (type: UserTypeFilter, search: string) =>
  useCursorList<UsersPage>(userKeys.list(type, search), "/api/users", search ? { type, search } : { type });
