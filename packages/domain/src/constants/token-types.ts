// Spec section 1: "Single 721" and "Multiple 1155". The value is the token standard, which is what
// the contracts and the `ercType` field speak.
export const TOKEN_TYPES = [
  { value: "ERC721", standard: 721, label: "Single 721" },
  { value: "ERC1155", standard: 1155, label: "Multiple 1155" },
] as const;
export type ErcType = (typeof TOKEN_TYPES)[number]["value"];

export const tokenTypeLabel = (ercType: ErcType): string =>
  ercType === "ERC721" ? "Single 721" : "Multiple 1155";
