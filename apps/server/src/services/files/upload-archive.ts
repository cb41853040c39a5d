import type { ArchiveUpload } from "@meshlink/domain/files/file-uploads.types";
import { insertArchiveKey } from "../../db/queries/files.ts";
import { inspectArchive } from "../../files/archive-inspection.ts";
import { formatBytes } from "../../files/format-bytes.ts";
import { publicIpfsUrl } from "../../files/ipfs-store.ts";
import { removeUpload, saveUpload } from "../../files/save-upload.ts";
import { checkZipHead } from "../../files/zip-magic.ts";
import { findOwnedDraft, updateAssetDraft } from "./asset-drafts.ts";
import type { FilesDeps } from "./files-deps.ts";
import { storeSealedArchive } from "./store-sealed-archive.ts";
import { ServiceError } from "../service-error.ts";

type ArchiveUploadInput = { draftId: string; userId: string; file: AsyncIterable<Uint8Array> };

/**
 * The source archive of an asset draft: streamed to a temporary file, checked whole
 * (magic bytes, central directory and every entry's CRC under the limits), then sealed into the
 * IPFS store, and its CID, key and tree recorded with the draft in one transaction. A refusal
 * leaves nothing stored; the temporary file is removed whatever happens.
 */
export async function uploadArchive(deps: FilesDeps, input: ArchiveUploadInput): Promise<ArchiveUpload> {
  await findOwnedDraft(deps, input.draftId, input.userId);
  const maxBytes = deps.limits.archiveMaxBytes;
  const saved = await saveUpload(input.file, {
    tempFolder: deps.stores.tempFolder,
    maxBytes,
    tooLarge: () =>
      new ServiceError(
        "TOO_LARGE",
        `the archive is larger than ${formatBytes(maxBytes)}, the most we accept`,
      ),
    checkHead: checkZipHead,
  });
  try {
    const inspection = await inspectArchive(saved.path, deps.limits.archive);
    const stored = await storeSealedArchive(deps.stores, saved.path);
    const filesMetadata = { archiveStructure: inspection.archiveStructure };
    await deps.db.transaction(async (tx) => {
      await insertArchiveKey(tx, { cid: stored.cid, wrappedKey: stored.wrappedKey });
      await updateAssetDraft({ db: tx }, input.draftId, {
        archiveCid: stored.cid,
        archiveSize: stored.size,
        filesMetadata,
      });
    });
    return {
      draftId: input.draftId,
      cid: stored.cid,
      uri: publicIpfsUrl(deps.ipfsGatewayUrl, stored.cid),
      size: stored.size,
      filesMetadata,
      entries: inspection.entries,
      files: inspection.files,
      folders: inspection.folders,
      uncompressedBytes: inspection.uncompressedBytes,
    };
  } finally {
    await removeUpload(saved.path);
  }
}
