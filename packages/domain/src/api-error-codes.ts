/**
 * The machine-readable reason every failure envelope carries (docs/decisions/001): clients branch
 * on it, not on the message (words for people, which may change) or the bare HTTP status. Each
 * code has one status. Most name what their status means; a few tell apart cases the web answers
 * differently.
 */
export const API_ERROR_STATUS = {
  /** Invalid input, or a request the server refuses as it stands (a transaction that does not do what it says). */
  INVALID_REQUEST: 400,
  /** No valid session, signature or nonce for this request. */
  UNAUTHENTICATED: 401,
  /** The signature is not, or no longer, accepted: sign again (spec section 4, /api/auth/login). */
  INVALID_SIGNATURE: 401,
  /** The sign-in message names another address than this deployment's PUBLIC_URL (decision 003). */
  WRONG_SITE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A correctly signed wallet that has no account yet: the web opens registration. */
  WALLET_NOT_REGISTERED: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNPROCESSABLE: 422,
  /** An image that cannot be drawn within the time and size bounds of image work. */
  IMAGE_TOO_COMPLEX: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Briefly unavailable (the chain, a lagging indexer, the mail server, a closing server): retry. */
  UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Whether a value is one of the codes this build knows; a newer server's code is not. */
export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && Object.hasOwn(API_ERROR_STATUS, value);

// What a failure that has only a status carries (the web framework's own refusals: malformed JSON,
// a body over the limit, a rate limit): that status's general code.
const GENERAL_CODES: Partial<Record<number, ApiErrorCode>> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "TOO_LARGE",
  415: "UNSUPPORTED_TYPE",
  422: "UNPROCESSABLE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

export const generalCodeOf = (status: number): ApiErrorCode =>
  GENERAL_CODES[status] ?? (status < 500 ? "INVALID_REQUEST" : "INTERNAL");
