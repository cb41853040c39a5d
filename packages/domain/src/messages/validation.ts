import { IMAGE_DRAW_SECONDS } from "../constants/image-limits.ts";

// Spec section 5, verbatim (punctuation included). Section 8 repeats some of these; they live here
// once and errors.ts holds the rest.
export const VALIDATION_MESSAGES = {
  royaltyNotPositive: "Provided royalty fee must be a positive value.",
  noGameEngine: "No game engine selected.",
  noPolygonCount: "No polygon count provided.",
  noAssetFiles: "No asset files provided.",
  unsupportedFiletype: "Unsupported filetype.",
  noPreviewModel: "No preview model provided.",
  dateInPast: "Date cannot be set in the past.",
  missingAddressOrTokenId: "Missing address or tokenId.",
  noFeeRecipient: "Error getting fee recipient, no address found.",
  noDestinationCollection: "No destination collection selected / found!",
  collectionNotCompatible: "Collection is not compatible for proposal",
  buyerHasNoCollection: "Buyer has no existing collection",
  incorrectValue: "incorrect entered value",
  collectionAlreadyImported: "Collection is already imported",
  imageTooLarge: "Image size exceeds the limit of 8MB",
  imageTypeNotSupported: "Image type is not supported",
  invalidEmail: "Invalid email address",
} as const;

// Not in the spec: the spec gives field maxima (99.99, 4000, 5000) but no wording for exceeding
// them, so these are ours. Kept apart so nobody mistakes them for spec copy.
export const EXTRA_VALIDATION_MESSAGES = {
  royaltyTooHigh: "Provided royalty fee cannot be more than 99.99.",
  royaltyTooPrecise: "Provided royalty fee can have at most two decimals.",
  notANumber: "Please enter a number.",
  floorPriceNegative: "Floor price cannot be negative.",
  imageTooComplex: `Image is too complex to draw within ${IMAGE_DRAW_SECONDS} seconds. Upload a simpler image or a PNG.`,
} as const;

// Spec section 5: "required fields give '{field} is required' or a custom message".
export const requiredMessage = (field: string): string => `${field} is required`;

export const tooLongMessage = (max: number): string => `Text cannot be longer than ${max} characters.`;
