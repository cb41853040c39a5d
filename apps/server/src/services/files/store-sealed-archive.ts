import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { ARCHIVE_KEY_BYTES, sealArchive } from "../../files/archive-cipher.ts";
import type { FileStores } from "../../files/file-stores.ts";

type SealedArchive = {
  /** The CID of the sealed bytes: what the IPFS store and the network see. */
  cid: string;
  /** The archive's own size, as the creator uploaded it. */
  size: number;
  /** The archive's key, wrapped under the current server key; recorded in archive_keys. */
  wrappedKey: string;
};

/**
 * Seals the archive at `path` under a key made for it alone and adds the sealed bytes to the IPFS
 * store (docs/decisions/009-source-archive-encryption.md): the store, and with a Kubo node the
 * public network, only ever hold ciphertext. The caller records the wrapped key with the CID.
 */
export async function storeSealedArchive(
  stores: Pick<FileStores, "ipfs" | "archiveKeys">,
  path: string,
): Promise<SealedArchive> {
  const key = randomBytes(ARCHIVE_KEY_BYTES);
  const { size } = await stat(path);
  const stored = await stores.ipfs.addFile(sealArchive(createReadStream(path), key));
  return { cid: stored.cid, size, wrappedKey: stores.archiveKeys.wrap(key, stored.cid) };
}
