import { EXTRA_VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";

/**
 * An image that cannot be drawn within the bounds of image work (an SVG too slow to rasterise, a
 * resize past its time): a fault of the file, not of the server, so 422 in the failure envelope.
 */
export class ImageNotDrawn extends Error {
  override readonly name = "ImageNotDrawn";
  readonly statusCode = 422;

  constructor(readonly detail: string) {
    super(EXTRA_VALIDATION_MESSAGES.imageTooComplex);
  }
}
