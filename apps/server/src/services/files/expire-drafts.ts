import { and, eq, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assetDraftDetails, assetDrafts, assets } from "../../db/schema.ts";
import type { BlobStore } from "../../files/blob-store.ts";

/**
 * Deletes asset drafts never minted whose last change is older than `olderThan`, with their model
 * previews (DRAFT_EXPIRY_HOURS). The rows go in one transaction that locks them, so a mint of the
 * same draft either finished first (the draft is then minted and kept) or finds it gone; a preview
 * is deleted only when no asset or remaining draft names it. Source archives and metadata stay in
 * the IPFS store, which has no removal (docs/decisions/005-file-storage.md).
 */
export async function expireDrafts(
  deps: { db: Db; blobs: BlobStore },
  olderThan: Date,
): Promise<{ drafts: number; previews: number }> {
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
      .select({ id: assetDrafts.id, previewS3Key: assetDrafts.previewS3Key })
      .from(assetDrafts)
      .where(and(lt(assetDrafts.updatedAt, olderThan), notExists(minted), notExists(recentDetails)))
      .for("update", { of: assetDrafts, skipLocked: true });
    if (rows.length > 0) {
      await tx.delete(assetDrafts).where(
        inArray(
          assetDrafts.id,
          rows.map((row) => row.id),
        ),
      );
    }
    return rows;
  });

  const keys = [...new Set(expired.flatMap((row) => (row.previewS3Key ? [row.previewS3Key] : [])))];
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
  return { drafts: expired.length, previews: doomed.length };
}
