/**
 * An import the server refuses (packages/domain imports-api.types.ts). `statusCode` makes the HTTP
 * error handler answer `{ status: "failed", error: message }` (503: `status: false`); services stay
 * free of the web framework.
 */
export class ImportRefused extends Error {
  override readonly name = "ImportRefused";

  constructor(
    readonly statusCode: 400 | 403 | 409 | 422 | 503,
    message: string,
  ) {
    super(message);
  }
}

// Ours, not the spec's: section 8 words only "Collection is already imported".
export const IMPORT_ERRORS = {
  notYourWallet: "This wallet is not one of yours",
  otherChain: "This server does not follow that chain",
  notTokenContract: "This address is not an ERC-721 or ERC-1155 collection",
  notOwner: "This wallet is not the collection's owner",
  tooLarge: "This collection's history is too large to import",
  busy: "The chain moved while the collection was imported; try again",
} as const;
