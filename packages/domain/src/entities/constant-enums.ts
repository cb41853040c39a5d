import { z } from "zod";
import { ACTIVITY_EVENTS } from "../constants/activity-events.ts";
import {
  ASSET_CATEGORIES,
  ASSET_GENRES,
  CATEGORY_MESSAGES,
  MAX_ASSET_GENRES,
  type AssetCategory,
  type AssetGenre,
} from "../constants/asset-categories.ts";
import {
  FILTER_MODES,
  OWNERSHIP_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type FilterMode,
  type OwnershipFilter,
  type StatusFilter,
} from "../constants/browse-filters.ts";
import { PERIODS, SORT_OPTIONS, type Period, type SortOption } from "../constants/browse-options.ts";
import { NOTIFICATION_TYPES } from "../constants/notification-types.ts";
import {
  COLLECTION_FILTER_OPTIONS,
  PROFILE_FILTERS,
  type CollectionFilter,
} from "../constants/profile-filters.ts";
import { SOCIAL_NAMES } from "../constants/social-names.ts";
import { TOKEN_TYPES, type ErcType } from "../constants/token-types.ts";
import { USER_TYPE_FILTER_OPTIONS, USER_TYPES, type UserTypeFilter } from "../constants/user-types.ts";

// The schemas of the constants' closed lists. They live apart from the lists, so that a browser
// that needs a list or a label builds no schema while a page starts (docs/decisions/024).

const valuesOf = <Value extends string>(options: readonly { value: Value }[]) =>
  options.map((option) => option.value) as [Value, ...Value[]];

export const ZActivityEvent = z.enum(ACTIVITY_EVENTS);

export const ZAssetCategory = z.enum(
  ASSET_CATEGORIES.map((entry) => entry.slug) as [AssetCategory, ...AssetCategory[]],
  {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? CATEGORY_MESSAGES.categoryRequired
        : CATEGORY_MESSAGES.unknownCategory(issue.input),
  },
);

export const ZAssetGenre = z.enum(ASSET_GENRES.map((entry) => entry.slug) as [AssetGenre, ...AssetGenre[]], {
  error: (issue) => CATEGORY_MESSAGES.unknownGenre(issue.input),
});

export const ZAssetGenres = z
  .array(ZAssetGenre)
  .max(MAX_ASSET_GENRES, { error: CATEGORY_MESSAGES.tooManyGenres })
  .refine((genres) => new Set(genres).size === genres.length, { error: CATEGORY_MESSAGES.repeatedGenre });

export const ZStatusFilter = z.enum(valuesOf<StatusFilter>(STATUS_FILTER_OPTIONS));
export const ZOwnershipFilter = z.enum(valuesOf<OwnershipFilter>(OWNERSHIP_FILTER_OPTIONS));
export const ZFilterMode = z.enum(valuesOf<FilterMode>(FILTER_MODES));

export const ZSortOption = z.enum(valuesOf<SortOption>(SORT_OPTIONS));
export const ZPeriod = z.enum(valuesOf<Period>(PERIODS));

export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

export const ZProfileFilter = z.enum(PROFILE_FILTERS);
export const ZCollectionFilter = z.enum(valuesOf<CollectionFilter>(COLLECTION_FILTER_OPTIONS));

export const ZSocialName = z.enum(SOCIAL_NAMES);

export const ZErcType = z.enum(valuesOf<ErcType>(TOKEN_TYPES));

export const ZUserType = z.enum(USER_TYPES);
export const ZUserTypeFilter = z.enum(valuesOf<UserTypeFilter>(USER_TYPE_FILTER_OPTIONS));
