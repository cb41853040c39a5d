import type { ApiErrorCode } from "@meshlink/domain/api-error-codes";

export type ApiFieldErrors = Record<string, string[]>;

// Thrown for every answer that is not a success envelope (spec section 7: status "failed" or false).
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    message: string,
    readonly httpStatus: number,
    readonly fields: ApiFieldErrors = {},
    /**
     * The failure's machine-readable code (packages/domain api-error-codes.ts) to branch on, rather
     * than the message or the status; absent when the answer carried none this app knows.
     */
    readonly code?: ApiErrorCode,
  ) {
    super(message);
  }
}
