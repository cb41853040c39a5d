import { z } from "zod";

// Spec section 2 "Browse": sort dropdown and period selector.
export const SORT_OPTIONS = [
  { value: "trending", label: "Trending" },
  { value: "recently-listed", label: "Recently Listed" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;
export const ZSortOption = z.enum(["trending", "recently-listed", "price-asc", "price-desc"]);
export type SortOption = z.infer<typeof ZSortOption>;
export const DEFAULT_SORT_OPTION: SortOption = "trending";

export const PERIODS = [
  { value: "1D", hours: 24 },
  { value: "7D", hours: 168 },
  { value: "30D", hours: 720 },
] as const;
export const ZPeriod = z.enum(["1D", "7D", "30D"]);
export type Period = z.infer<typeof ZPeriod>;

export const periodHours = (period: Period): number =>
  PERIODS.find((entry) => entry.value === period)?.hours ?? 24;
