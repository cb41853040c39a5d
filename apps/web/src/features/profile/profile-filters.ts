import {
  COLLECTION_FILTER_OPTIONS,
  PROFILE_FILTERS,
  type ProfileFilter,
} from "@meshlink/domain/constants/profile-filters";
import { useSearchParams } from "react-router";

// Spec section 2 "Profile filters", as the Assets tab names them.
const PROFILE_FILTER_LABELS: Record<ProfileFilter, string> = {
  created: "Created",
  owned: "Owned",
  custom: "Custom",
  onSale: "On sale",
  sold: "Sold",
  offersMade: "Offers made",
  offersReceived: "Offers received",
};

export const profileFilterOptions = PROFILE_FILTERS.map((value) => ({
  value,
  label: PROFILE_FILTER_LABELS[value],
}));
export const collectionFilterOptions = COLLECTION_FILTER_OPTIONS;

/**
 * A tab's filter kept in the URL (?filter=), so a profile view can be shared and the back button
 * returns to the previous filter; anything unknown reads as the tab's default.
 */
export function useFilterParam<T extends string>(allowed: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("filter");
  const value = allowed.find((option) => option === raw) ?? fallback;
  const setValue = (next: T) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === fallback) copy.delete("filter");
      else copy.set("filter", next);
      return copy;
    });
  return [value, setValue] as const;
}
