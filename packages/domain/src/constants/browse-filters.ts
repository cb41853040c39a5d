// Spec section 2 "Browse" filter sidebar. Values are what the API receives; labels are the copy.
// Auctions are not built yet, so the fifth status option is shown disabled.
export const STATUS_FILTER_OPTIONS = [
  { value: "ALL", label: "ALL", disabled: false },
  { value: "LISTED", label: "LISTED", disabled: false },
  { value: "NOT_FOR_SALE", label: "NOT FOR SALE", disabled: false },
  { value: "HAS_OFFER", label: "HAS OFFER", disabled: false },
  { value: "ON_AUCTION", label: "ON AUCTION", disabled: true },
] as const;
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]["value"];

export const OWNERSHIP_FILTER_OPTIONS = [
  { value: "ALL", label: "ALL" },
  { value: "CREATED", label: "CREATED" },
  { value: "OWNED", label: "OWNED" },
] as const;
export type OwnershipFilter = (typeof OWNERSHIP_FILTER_OPTIONS)[number]["value"];

export const FILTER_MODES = [
  { value: "simple", label: "Simple" },
  { value: "advanced", label: "Advanced" },
] as const;
export type FilterMode = (typeof FILTER_MODES)[number]["value"];

// Section headings of the sidebar, in display order.
export const FILTER_SECTIONS = [
  "Assets",
  "Blockchain",
  "Status",
  "Categories",
  "Genre",
  "Floor Price",
  "Collection",
  "Activity",
  "Types",
] as const;
