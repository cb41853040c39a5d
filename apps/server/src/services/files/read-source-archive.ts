import type { Db } from "../../db/database.ts";
import { findArchiveKey } from "../../db/queries/files.ts";
import { openArchive, openedSize } from "../../files/archive-cipher.ts";
import type { ByteRange } from "../../files/byte-range.ts";
import type { FileStores } from "../../files/file-stores.ts";

type SourceArchive = {
  /** The archive's own size (what a download's Content-Length says). */
  size: number;
  /** The archive's bytes, or `range` of them. */
  read(range?: ByteRange): AsyncIterable<Uint8Array>;
};

/**
 * The plaintext of the source archive stored under `cid`, for the gated downloads only, or null
 * when the store does not hold it. A CID with a row in archive_keys is sealed and opened here; one
 * without is an archive stored before sealing, passed through as it is.
 */
export async function readSourceArchive(
  { db, stores }: { db: Db; stores: Pick<FileStores, "ipfs" | "archiveKeys"> },
  cid: string,
): Promise<SourceArchive | null> {
  const stat = await stores.ipfs.stat(cid);
  if (!stat) return null;
  const row = await findArchiveKey(db, cid);
  if (!row) return { size: stat.size, read: (range) => stores.ipfs.cat(cid, range) };
  const key = stores.archiveKeys.unwrap(row.wrappedKey, cid);
  const size = openedSize(stat.size);
  if (size === null) throw new Error(`the sealed archive ${cid} has a size no archive seals to`);
  return {
    size,
    read: (range) => openArchive((sealed) => stores.ipfs.cat(cid, sealed), stat.size, key, range),
  };
}
