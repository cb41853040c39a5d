// Spec section 2 "Profile": filters used by the profile tabs when asking for assets.
export const PROFILE_FILTERS = [
  "created",
  "owned",
  "custom",
  "onSale",
  "sold",
  "offersMade",
  "offersReceived",
] as const;
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];

// The collections tab: "Original" are collections the user created, "Integrated" those collected
// through integrations, hence the values differ from the labels.
export const COLLECTION_FILTER_OPTIONS = [
  { value: "all", label: "All" },
  { value: "created", label: "Original" },
  { value: "collected", label: "Integrated" },
] as const;
export type CollectionFilter = (typeof COLLECTION_FILTER_OPTIONS)[number]["value"];
