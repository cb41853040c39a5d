export type ApiFieldErrors = Record<string, string[]>;

// Thrown for every answer that is not a success envelope (spec section 7: status "failed" or false).
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    message: string,
    readonly httpStatus: number,
    readonly fields: ApiFieldErrors = {},
    /** The failure's machine-readable `code` (e.g. WALLET_NOT_REGISTERED), when the server sends one. */
    readonly code?: string,
  ) {
    super(message);
  }
}
