import type { CollectionFilter, ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import type { UserProfile } from "@meshlink/domain/users-api.types";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

// People, in lib because more than the profile pages refresh them: Settings after a saved change,
// the Import Collection card after an import.

/** Every people query starts with ["users"]: a profile change refreshes them all at once. */
export const userKeys = {
  all: ["users"] as const,
  user: (id: string) => [...userKeys.all, id] as const,
  profile: (id: string) => [...userKeys.user(id), "profile"] as const,
  assets: (id: string, filter: ProfileFilter) => [...userKeys.user(id), "assets", filter] as const,
  collections: (id: string, filter: CollectionFilter) =>
    [...userKeys.user(id), "collections", filter] as const,
  deals: (id: string) => [...userKeys.user(id), "deals"] as const,
  list: (type: UserTypeFilter, search: string) => [...userKeys.all, "list", type, search] as const,
};

export const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** GET /api/users/{id}: the profile header's user with their figures. */
export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => apiRequest<UserProfile>(userPath(id), { signal }),
    // An unknown id is the not-found page at once, not three retries.
    retry: (failures, error) => !(error instanceof ApiError && error.code === "NOT_FOUND") && failures < 2,
  });
