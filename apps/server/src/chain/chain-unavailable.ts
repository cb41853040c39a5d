/**
 * The chain did not answer a read the request needs. Answered 503 with this message alone: the
 * RPC client's own error names the node's URL and the call data, so it goes to the log only.
 */
export class ChainUnavailable extends Error {
  override readonly name = "ChainUnavailable";
  readonly statusCode = 503;

  constructor(cause: unknown) {
    super("The chain is not answering; try again shortly", { cause });
  }
}
