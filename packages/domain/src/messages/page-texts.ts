// Fixed copy from spec section 2 that is neither an error nor an empty state.
export const PAGE_TEXTS = {
  notFound: "Oops! Looks like you're lost",
  shareTitle: "Share the link to this page",
  searchPlaceholder: "Search item here ...",
  loading: "Loading...",
} as const;

// Collapsible panels of the asset page (spec section 2), in display order.
export const ASSET_PANELS = [
  "Description",
  "Details",
  "Properties",
  "About",
  "Proposals",
  "Connected Assets",
  "Asset Activity",
  "Connected Asset Activity",
  "Price History",
  "More from collection",
] as const;
