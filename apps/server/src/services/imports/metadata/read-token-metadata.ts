import type { PublicClient } from "viem";
import type { FilesDeps } from "../../files/files-deps.ts";
import { readAll } from "./fetch-bounded.ts";
import type { ClaimedFetch, ReadToken } from "../../../db/queries/imports.ts";
import { MetadataReadError } from "./metadata-read-error.ts";
import { openTokenUri, type TokenUriReader } from "./open-token-uri.ts";
import { parseTokenMetadata } from "./parse-token-metadata.ts";
import { readTokenUri } from "./read-token-uri.ts";
import { storeTokenImage } from "./store-token-image.ts";

/** Size and time limits of one token's read; each network read has its own time limit. */
type ReadLimits = {
  /** The metadata JSON, at most (64 KB: metadata is text; a model or an image is not inlined). */
  jsonMaxBytes: number;
  /** The chain call and the JSON's fetch, each. */
  readTimeoutMs: number;
  /** The image's fetch (up to the spec's 8 MB), not its check, which image work bounds itself. */
  imageTimeoutMs: number;
};

export type TokenReadDeps = {
  client: PublicClient;
  files: Pick<FilesDeps, "db" | "stores" | "images">;
  reader: TokenUriReader;
  limits: ReadLimits;
};

/** The URI the chain gave, kept for the failure's record even when a later step failed. */
export class TokenReadFailed extends Error {
  constructor(
    readonly tokenUri: string | null,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/**
 * One imported token: its URI from the chain, the metadata JSON it names, then the image. An
 * image that cannot be used (not an image, too large) leaves the asset without one but does not
 * fail the read; one that could not be reached fails it, to be tried again, unless `lastAttempt`.
 * `stop` (the server closing) aborts whatever is being read.
 */
export async function readTokenMetadata(
  deps: TokenReadDeps,
  claim: ClaimedFetch,
  { stop, lastAttempt }: { stop: AbortSignal; lastAttempt: boolean },
): Promise<ReadToken> {
  const within = (ms: number) => AbortSignal.any([stop, AbortSignal.timeout(ms)]);
  const { limits } = deps;
  let tokenUri: string | null = null;
  try {
    const token = { address: claim.address, tokenId: BigInt(claim.tokenId), ercType: claim.ercType };
    tokenUri = await readTokenUri(deps.client, token, within(limits.readTimeoutMs));
    const signal = within(limits.readTimeoutMs);
    const json = await openTokenUri(tokenUri, deps.reader, {
      maxBytes: limits.jsonMaxBytes,
      signal,
      accept: "application/json",
    });
    const { image, ...metadata } = parseTokenMetadata(await readAll(json.body));
    let imageKey: string | null = null;
    let note: string | null = null;
    if (image) {
      try {
        const input = { uri: image, userId: claim.creatorUserId, signal: within(limits.imageTimeoutMs) };
        imageKey = await storeTokenImage(deps.files, deps.reader, input);
      } catch (error) {
        const usable = error instanceof MetadataReadError && (error.permanent || lastAttempt);
        if (!usable || stop.aborted) throw error;
        note = `image not stored: ${error.message}`;
      }
    }
    return { tokenUri, ...metadata, imageKey, note };
  } catch (error) {
    throw new TokenReadFailed(tokenUri, error);
  }
}
