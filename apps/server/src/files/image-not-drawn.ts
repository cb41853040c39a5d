import { EXTRA_VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { ServiceError } from "../services/service-error.ts";

/**
 * An image that cannot be drawn within the bounds of image work (an SVG too slow to rasterise, a
 * resize past its time): a fault of the file, not of the server, so 422 in the failure envelope.
 * What stopped the drawing is kept as the error's cause, for whoever reads it in a log.
 */
export function imageNotDrawn(detail: string): ServiceError {
  const message = EXTRA_VALIDATION_MESSAGES.imageTooComplex;
  return new ServiceError("IMAGE_TOO_COMPLEX", message, { cause: detail });
}

export const isImageNotDrawn = (error: unknown): error is ServiceError =>
  error instanceof ServiceError && error.code === "IMAGE_TOO_COMPLEX";
