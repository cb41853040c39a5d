// The asset page's query key, in lib because more than its own feature refreshes that page: the
// listing and integration steps after a write, the live connection when the other party acts.
export const ASSET_DETAILS_KEY = ["assets", "details"] as const;

export const assetDetailsKey = (asset: { address: string; tokenId: string }) =>
  [...ASSET_DETAILS_KEY, asset.address.toLowerCase(), asset.tokenId] as const;
