import { Readable } from "node:stream";
import { type FetchedBody, type FetchPolicy, fetchBounded } from "./fetch-bounded.ts";
import { locateTokenUri } from "./locate-token-uri.ts";

/** How token metadata and images are read: the IPFS gateway and which hosts may be fetched. */
export type TokenUriReader = FetchPolicy & { gatewayUrl: string };

/**
 * The bytes a tokenURI (or an `image` in its metadata) names, whatever kind of URI it is, at
 * most `maxBytes` and within `signal`: a data: URI is decoded here, anything else fetched.
 */
export async function openTokenUri(
  uri: string,
  reader: TokenUriReader,
  limits: { maxBytes: number; signal: AbortSignal; accept: string },
): Promise<FetchedBody> {
  const location = locateTokenUri(uri, reader.gatewayUrl, limits.maxBytes);
  if (location.kind === "data")
    return { contentType: location.mediaType, body: Readable.from([location.bytes]) };
  return fetchBounded(location.url, reader, limits);
}
