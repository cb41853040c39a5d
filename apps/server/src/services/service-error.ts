import type { ApiFieldErrors } from "@meshlink/domain/api-envelope";
import { API_ERROR_STATUS, type ApiErrorCode } from "@meshlink/domain/api-error-codes";

/**
 * A request a service refuses, or cannot serve now: its code (which sets the HTTP status), the
 * message users read (the spec's words where it has them) and, for a form, the fields it is about.
 * Services throw it and stay free of the web framework; the HTTP error handler alone turns it into
 * the envelope (http/error-handler.ts, docs/decisions/001-api-envelope-and-source-packages.md).
 */
export class ServiceError extends Error {
  override readonly name = "ServiceError";
  readonly status: number;
  readonly fields?: ApiFieldErrors;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: { fields?: ApiFieldErrors; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = API_ERROR_STATUS[code];
    if (options.fields) this.fields = options.fields;
  }
}

/** A refusal about one form field: the envelope lists its message under that field too. */
export function fieldRefusal(code: ApiErrorCode, field: string, message: string): ServiceError {
  return new ServiceError(code, message, { fields: { [field]: [message] } });
}
