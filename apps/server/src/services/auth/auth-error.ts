/**
 * A refused auth request. The HTTP error handler turns any error with a 4xx `statusCode` into
 * `{ status: "failed", error: message }`, so services stay free of the web framework; a route whose
 * refusals carry a `code` sends it too.
 */
export class AuthError extends Error {
  override name = "AuthError";

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    message: string,
    /** A stable reason the web branches on (ZApiFailure.code), where it must. */
    readonly code?: string,
  ) {
    super(message);
  }
}
