import type { Db } from "../../db/database.ts";
import {
  deleteExpiredDrafts,
  deleteUnnamedArchiveKeys,
  findNamedPreviewKeys,
} from "../../db/queries/files.ts";
import type { BlobStore } from "../../files/blob-store.ts";

/**
 * Deletes asset drafts never minted whose last change is older than `olderThan`, with their model
 * previews (DRAFT_EXPIRY_HOURS). The rows go in one transaction that locks them, so a mint of the
 * same draft either finished first (the draft is then minted and kept) or finds it gone; a preview
 * is deleted only when no asset or remaining draft names it. Source archives stay in the IPFS store,
 * which has no removal, but the key of a sealed one that nothing else names is deleted with the
 * draft: its bytes can never be read again (docs/decisions/009-source-archive-encryption.md).
 */
export async function expireDrafts(
  deps: { db: Db; blobs: BlobStore },
  olderThan: Date,
): Promise<{ drafts: number; previews: number; archives: number }> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await deleteExpiredDrafts(tx, olderThan);
    const cids = [...new Set(rows.flatMap((row) => (row.archiveCid ? [row.archiveCid] : [])))];
    return { rows, archives: cids.length === 0 ? 0 : await deleteUnnamedArchiveKeys(tx, cids) };
  });

  const keys = [...new Set(expired.rows.flatMap((row) => (row.previewS3Key ? [row.previewS3Key] : [])))];
  const kept = await findNamedPreviewKeys(deps.db, keys);
  const doomed = keys.filter((key) => !kept.has(key));
  for (const key of doomed) await deps.blobs.delete(key);
  return { drafts: expired.rows.length, previews: doomed.length, archives: expired.archives };
}
