/**
 * A refused change to one's own settings. The HTTP error handler answers any error with a 4xx
 * `statusCode` as `{ status: "failed", error }`; the settings routes add `fields` from `field`, so
 * the form shows the message under the field it is about.
 */
export class SettingsRefused extends Error {
  override name = "SettingsRefused";

  constructor(
    readonly statusCode: 400 | 409 | 503,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
