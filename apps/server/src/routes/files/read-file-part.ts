import { UPLOAD_FILE_FIELD } from "@meshlink/domain/files/file-uploads.types";
import type { FastifyRequest } from "fastify";
import { ServiceError } from "../../services/service-error.ts";

/**
 * The uploaded file of a multipart/form-data request (spec section 7: a form with a `file` field),
 * as a stream the service reads at its own pace: nothing is buffered in memory. `maxBytes` is
 * enforced by the service with its own message; busboy's limit sits one byte above as a backstop.
 */
export async function readFilePart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) {
    throw new ServiceError(
      "UNSUPPORTED_TYPE",
      `expected a multipart/form-data upload with the file in "${UPLOAD_FILE_FIELD}"`,
    );
  }
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 } });
  if (!part)
    throw new ServiceError(
      "INVALID_REQUEST",
      `no file was sent (expected the form field "${UPLOAD_FILE_FIELD}")`,
    );
  if (part.fieldname !== UPLOAD_FILE_FIELD) {
    part.file.resume();
    throw new ServiceError(
      "INVALID_REQUEST",
      `the file must be sent in the form field "${UPLOAD_FILE_FIELD}"`,
    );
  }
  return interruptionsAsRefusals(part.file);
}

// A client that drops the connection or sends a broken form makes busboy fail mid-file; that is
// the request's fault (400), not the server's. Errors that already carry a 4xx pass unchanged.
async function* interruptionsAsRefusals(file: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  try {
    yield* file;
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === "number" && statusCode < 500) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ServiceError("INVALID_REQUEST", `the upload was interrupted or malformed (${detail})`);
  }
}
