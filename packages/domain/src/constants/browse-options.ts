// Spec section 2 "Browse": sort dropdown and period selector.
export const SORT_OPTIONS = [
  { value: "trending", label: "Trending" },
  { value: "recently-listed", label: "Recently Listed" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT_OPTION: SortOption = "trending";

export const PERIODS = [
  { value: "1D", hours: 24 },
  { value: "7D", hours: 168 },
  { value: "30D", hours: 720 },
] as const;
export type Period = (typeof PERIODS)[number]["value"];

export const periodHours = (period: Period): number =>
  PERIODS.find((entry) => entry.value === period)?.hours ?? 24;
