// Spec section 9: shown when a value is missing.
export const MISSING_VALUE = "--";

// Spec section 3, asset card. The typo is the product's current copy and is kept verbatim.
export const ASSET_CARD_COLLECTION_FALLBACK = "Unnameted multiple";
