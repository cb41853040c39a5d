/** Image work refused or abandoned because the server is closing; answered 503 like any other. */
export class ImageWorkStopped extends Error {
  override readonly name = "ImageWorkStopped";
  readonly statusCode = 503;

  constructor() {
    super("The server is shutting down, retry in a moment");
  }
}
