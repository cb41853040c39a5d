import { z } from "zod";
import { API_ERROR_STATUS, type ApiErrorCode } from "./api-error-codes.ts";

// Spec section 7/8: every answer is an envelope. Success carries `data`; a user's mistake is
// `status: "failed"` with a message (and per-field messages for validation); an unexpected server
// error is `status: false` with HTTP 500. Clients treat anything but "success" as an error. Every
// failure also carries a stable `code` to branch on (api-error-codes.ts, docs/decisions/001).
export const ZApiErrorCode = z.enum(Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]);

const ZApiFieldErrors = z.record(z.string(), z.array(z.string()));
export type ApiFieldErrors = z.infer<typeof ZApiFieldErrors>;

export const ZApiFailure = z.object({
  status: z.literal("failed"),
  error: z.string(),
  code: ZApiErrorCode,
  fields: ZApiFieldErrors.optional(),
});
export type ApiFailure = z.infer<typeof ZApiFailure>;

export const ZApiServerError = z.object({ status: z.literal(false), error: z.string(), code: ZApiErrorCode });
export type ApiServerError = z.infer<typeof ZApiServerError>;

export const zApiSuccess = <T extends z.ZodType>(data: T) => z.object({ status: z.literal("success"), data });

/** The `data` of a success envelope's schema, for a client that reads the answer by its type alone. */
export type SuccessData<Envelope extends z.ZodType> =
  z.output<Envelope> extends { data: infer Data } ? Data : never;
