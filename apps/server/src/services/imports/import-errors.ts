// Refusals of an import (packages/domain imports-api.types.ts), thrown as ServiceErrors.
// Ours, not the spec's: section 8 words only "Collection is already imported".
export const IMPORT_ERRORS = {
  notYourWallet: "This wallet is not one of yours",
  otherChain: "This server does not follow that chain",
  notTokenContract: "This address is not an ERC-721 or ERC-1155 collection",
  notOwner: "This wallet is not the collection's owner",
  tooLarge: "This collection's history is too large to import",
  busy: "The chain moved while the collection was imported; try again",
} as const;
