// Spec section 9: shown when a value is missing.
export const MISSING_VALUE = "--";

// Spec section 9 default names, for a single (721) and a multiple (1155) collection or asset.
export const DEFAULT_NAME = "Unnamed";
export const DEFAULT_MULTIPLE_NAME = "Unnamed_Multiple";

// Spec section 3, asset card. The typo is the product's current copy and is kept verbatim.
export const ASSET_CARD_COLLECTION_FALLBACK = "Unnameted multiple";
