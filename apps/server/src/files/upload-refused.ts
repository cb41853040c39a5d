/**
 * An upload refused for what it is (too large, wrong type, unreadable, too slow to draw) rather
 * than for a fault of ours. `statusCode` makes the HTTP error handler answer
 * `{ status: "failed", error: message }`; `problems` lists every reason when there are several
 * (spec section 5 reports image size and type separately), `message` being the first.
 */
export class UploadRefused extends Error {
  override readonly name = "UploadRefused";
  readonly problems: string[];

  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    message: string,
    problems: string[] = [message],
  ) {
    super(message);
    this.problems = problems;
  }
}
