/**
 * A request about an asset draft that is not the caller's to make. `statusCode` makes the HTTP
 * error handler answer `{ status: "failed", error: message }`.
 */
export class DraftRefused extends Error {
  override readonly name = "DraftRefused";

  constructor(
    readonly statusCode: 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

export const DRAFT_ERRORS = {
  notFound: "Asset draft not found",
  notOwner: "This asset draft belongs to another user",
} as const;
