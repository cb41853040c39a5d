import { and, eq, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { archiveKeys, assetDraftDetails, assetDrafts, assets } from "../../db/schema.ts";
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
    const minted = tx
      .select({ one: sql`1` })
      .from(assetDraftDetails)
      .where(and(eq(assetDraftDetails.draftId, assetDrafts.id), isNotNull(assetDraftDetails.assetId)));
    const recentDetails = tx
      .select({ one: sql`1` })
      .from(assetDraftDetails)
      .where(
        and(
          eq(assetDraftDetails.draftId, assetDrafts.id),
          sql`${assetDraftDetails.updatedAt} >= ${olderThan}`,
        ),
      );
    const rows = await tx
      .select({
        id: assetDrafts.id,
        previewS3Key: assetDrafts.previewS3Key,
        archiveCid: assetDrafts.archiveCid,
      })
      .from(assetDrafts)
      .where(and(lt(assetDrafts.updatedAt, olderThan), notExists(minted), notExists(recentDetails)))
      .for("update", { of: assetDrafts, skipLocked: true });
    if (rows.length === 0) return { rows, archives: 0 };
    await tx.delete(assetDrafts).where(
      inArray(
        assetDrafts.id,
        rows.map((row) => row.id),
      ),
    );
    const cids = [...new Set(rows.flatMap((row) => (row.archiveCid ? [row.archiveCid] : [])))];
    if (cids.length === 0) return { rows, archives: 0 };
    const namedByAsset = tx
      .select({ one: sql`1` })
      .from(assets)
      .where(eq(assets.archiveCid, archiveKeys.cid));
    const namedByDraft = tx
      .select({ one: sql`1` })
      .from(assetDrafts)
      .where(eq(assetDrafts.archiveCid, archiveKeys.cid));
    const shredded = await tx
      .delete(archiveKeys)
      .where(and(inArray(archiveKeys.cid, cids), notExists(namedByAsset), notExists(namedByDraft)))
      .returning({ cid: archiveKeys.cid });
    return { rows, archives: shredded.length };
  });

  const keys = [...new Set(expired.rows.flatMap((row) => (row.previewS3Key ? [row.previewS3Key] : [])))];
  const named =
    keys.length === 0
      ? []
      : [
          ...(await deps.db
            .select({ key: assets.previewS3Key })
            .from(assets)
            .where(inArray(assets.previewS3Key, keys))),
          ...(await deps.db
            .select({ key: assetDrafts.previewS3Key })
            .from(assetDrafts)
            .where(inArray(assetDrafts.previewS3Key, keys))),
        ];
  const kept = new Set(named.map((row) => row.key));
  const doomed = keys.filter((key) => !kept.has(key));
  for (const key of doomed) await deps.blobs.delete(key);
  return { drafts: expired.rows.length, previews: doomed.length, archives: expired.archives };
}
