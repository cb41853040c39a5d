/**
 * Why one token's metadata or image could not be read, in a few words (kept in
 * token_metadata_fetches.error). `permanent` when trying again would read the same bytes: a file
 * that is not JSON or not an image, too large, an address the server may not fetch.
 */
export class MetadataReadError extends Error {
  override name = "MetadataReadError";
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}
