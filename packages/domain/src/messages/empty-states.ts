// Spec section 8 empty states (and section 5's import modal), verbatim; "Comming soon." is the
// product's spelling.
export const EMPTY_STATES = {
  properties: "No Properties",
  activities: "No Activities yet.",
  connectedAssets: "No connected assets yet.",
  proposals: "No proposals yet.",
  otherCollectionAssets: "No other assets in this collection.",
  collections: "No collections found",
  description: "No description available",
  notifications: "No notifications found",
  assets: "No Assets",
  users: "No Users",
  items: "No items",
  bids: "No bids yet",
  notListed: "Not listed",
  collectionsToImport: "There are no collections to import!",
  // Connected Asset Activity and Price History show sample data only.
  comingSoon: "Comming soon.",
} as const;
