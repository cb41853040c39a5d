// An asset's offers, in lib because the live connection refreshes them when the other party acts.
export const ASSET_OFFERS_KEY = ["assets", "offers"] as const;

export const assetOffersKey = (assetId: string) => [...ASSET_OFFERS_KEY, assetId] as const;
