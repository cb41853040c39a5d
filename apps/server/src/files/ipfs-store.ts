import { CID } from "multiformats/cid";
import type { ByteRange } from "./byte-range.ts";

type IpfsFile = { cid: string; size: number };

/**
 * Content-addressed file storage. The default is the local store (blocks in a folder, served at
 * /ipfs/{cid} by this server); with IPFS_API_URL set, a Kubo node through its HTTP RPC API
 * (kubo-ipfs-store.ts). Every implementation passes testing/file-fixtures/ipfs-store-contract.ts.
 * CIDs are strings in base32 CIDv1, the form `ipfs add --cid-version 1` prints.
 */
export type IpfsStore = {
  /** Stores the file whole or not at all, and returns its CID. */
  addFile(source: AsyncIterable<Uint8Array>): Promise<IpfsFile>;
  /** The file's size, or null when this store does not hold it (or it is a directory). */
  stat(cid: string): Promise<{ size: number } | null>;
  /** The file's bytes, or `range` of them; call `stat` first, a missing CID throws. */
  cat(cid: string, range?: ByteRange): AsyncIterable<Uint8Array>;
};

/** The canonical (CIDv1, base32) form of a CID from a URL, or null when it is not one. */
export function parseCid(text: string): string | null {
  if (text.length > 200) return null;
  try {
    return CID.parse(text).toV1().toString();
  } catch {
    return null;
  }
}

/** Where the public reads a file: the configured gateway (ends with "/") plus the CID. */
export const publicIpfsUrl = (gatewayUrl: string, cid: string): string => `${gatewayUrl}${cid}`;
