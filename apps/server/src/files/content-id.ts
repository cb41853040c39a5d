import { createReadStream } from "node:fs";
import { importByteStream, type ImporterOptions, type WritableStorage } from "ipfs-unixfs-importer";
import { fixedSize } from "ipfs-unixfs-importer/chunker";
import { balanced } from "ipfs-unixfs-importer/layout";
import type { CID } from "multiformats/cid";

/** Where the importer writes each block it makes; an IPFS store keeps them, a dry run drops them. */
export type BlockSink = WritableStorage;

const discardBlocks: BlockSink = { put: (cid) => cid };

// The CID must be the one `ipfs add --cid-version 1` prints, so that a Kubo node or a pinning
// service given the same file agrees with us. Kubo's defaults with --cid-version 1: 256 KiB fixed
// chunks, raw leaves, a balanced DAG of at most 174 links per node, sha2-256, and a file of one
// chunk becomes that raw block itself (bafk…). Spelled out rather than left to the importer's
// defaults, which have changed between releases (see its `profile` option, IPIP-499).
const KUBO_CID_V1: ImporterOptions = {
  cidVersion: 1,
  rawLeaves: true,
  reduceSingleLeafToSelf: true,
  chunker: fixedSize({ chunkSize: 262_144 }),
  layout: balanced({ maxChildrenPerNode: 174 }),
};

/** `fileSize` is the file's length; the importer's own `size` counts the DAG's encoding too. */
type ContentId = { cid: CID; fileSize: number };

/**
 * Computes the CIDv1 of a file (a path, streamed from disk) or of a stream of chunks, passing
 * every block to `blocks` on the way; memory use stays at a few chunks whatever the file size.
 */
export async function computeContentId(
  source: string | AsyncIterable<Uint8Array>,
  blocks: BlockSink = discardBlocks,
): Promise<ContentId> {
  const bytes = typeof source === "string" ? (createReadStream(source) as AsyncIterable<Uint8Array>) : source;
  let fileSize = 0;
  async function* counted(): AsyncIterable<Uint8Array> {
    for await (const chunk of bytes) {
      fileSize += chunk.length;
      yield chunk;
    }
  }
  const { cid } = await importByteStream(counted(), blocks, KUBO_CID_V1);
  return { cid, fileSize };
}
