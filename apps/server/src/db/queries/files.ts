import { and, eq, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { archiveKeys, assetDraftDetails, assetDrafts, assets, images } from "../schema.ts";

// The rows behind uploads: asset drafts and the details typed for them, uploaded images, and the
// wrapped keys of sealed source archives. One function per question, the database or a transaction
// first.

export type AssetDraftRow = typeof assetDrafts.$inferSelect;
type DraftFiles = Partial<Omit<AssetDraftRow, "id" | "userId" | "createdAt" | "updatedAt">>;

export async function insertDraft(db: Db, userId: string): Promise<AssetDraftRow | undefined> {
  const [draft] = await db.insert(assetDrafts).values({ userId }).returning();
  return draft;
}

export async function findDraftById(db: Db, draftId: string): Promise<AssetDraftRow | undefined> {
  const [draft] = await db.select().from(assetDrafts).where(eq(assetDrafts.id, draftId));
  return draft;
}

/** Sets the draft's files and its change time; undefined when there is no such draft. */
export async function updateDraft(
  db: Db,
  draftId: string,
  values: DraftFiles,
): Promise<AssetDraftRow | undefined> {
  const [draft] = await db
    .update(assetDrafts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assetDrafts.id, draftId))
    .returning();
  return draft;
}

/** What the creator typed for the draft, with its metadata CID and the asset it became, if any. */
export async function findDraftDetails(db: Db, draftId: string) {
  const [details] = await db.select().from(assetDraftDetails).where(eq(assetDraftDetails.draftId, draftId));
  return details;
}

/** Keeps the draft's details and metadata CID, replacing any sent before. */
export async function saveDraftDetails(
  db: Db,
  draft: { draftId: string; details: Record<string, unknown>; metadataCid: string },
): Promise<void> {
  await db
    .insert(assetDraftDetails)
    .values(draft)
    .onConflictDoUpdate({
      target: assetDraftDetails.draftId,
      set: { details: draft.details, metadataCid: draft.metadataCid, updatedAt: sql`now()` },
    });
}

/** Marks the draft as minted into the asset; false when the draft's details are gone. */
export async function markDraftMinted(db: Db, draftId: string, assetId: string): Promise<boolean> {
  const marked = await db
    .update(assetDraftDetails)
    .set({ assetId })
    .where(eq(assetDraftDetails.draftId, draftId))
    .returning({ draftId: assetDraftDetails.draftId });
  return marked.length > 0;
}

/**
 * Deletes the drafts never minted whose draft and details last changed before `olderThan`, locking
 * them (those another transaction holds are skipped); returns what they named.
 */
export async function deleteExpiredDrafts(db: Db, olderThan: Date) {
  const minted = db
    .select({ one: sql`1` })
    .from(assetDraftDetails)
    .where(and(eq(assetDraftDetails.draftId, assetDrafts.id), isNotNull(assetDraftDetails.assetId)));
  const recentDetails = db
    .select({ one: sql`1` })
    .from(assetDraftDetails)
    .where(
      and(eq(assetDraftDetails.draftId, assetDrafts.id), sql`${assetDraftDetails.updatedAt} >= ${olderThan}`),
    );
  const rows = await db
    .select({
      id: assetDrafts.id,
      previewS3Key: assetDrafts.previewS3Key,
      archiveCid: assetDrafts.archiveCid,
    })
    .from(assetDrafts)
    .where(and(lt(assetDrafts.updatedAt, olderThan), notExists(minted), notExists(recentDetails)))
    .for("update", { of: assetDrafts, skipLocked: true });
  if (rows.length === 0) return rows;
  await db.delete(assetDrafts).where(
    inArray(
      assetDrafts.id,
      rows.map((row) => row.id),
    ),
  );
  return rows;
}

/** The preview keys among `keys` that an asset or a draft still names. */
export async function findNamedPreviewKeys(db: Db, keys: readonly string[]): Promise<Set<string | null>> {
  if (keys.length === 0) return new Set();
  const named = [
    ...(await db
      .select({ key: assets.previewS3Key })
      .from(assets)
      .where(inArray(assets.previewS3Key, [...keys]))),
    ...(await db
      .select({ key: assetDrafts.previewS3Key })
      .from(assetDrafts)
      .where(inArray(assetDrafts.previewS3Key, [...keys]))),
  ];
  return new Set(named.map((row) => row.key));
}

export async function insertArchiveKey(db: Db, key: { cid: string; wrappedKey: string }): Promise<void> {
  await db.insert(archiveKeys).values(key);
}

/** The wrapped key of the sealed archive stored under `cid`; none for an archive stored unsealed. */
export async function findArchiveKey(db: Db, cid: string) {
  const [row] = await db.select().from(archiveKeys).where(eq(archiveKeys.cid, cid));
  return row;
}

/** Deletes the keys of the archives among `cids` that no asset or draft names; returns how many. */
export async function deleteUnnamedArchiveKeys(db: Db, cids: readonly string[]): Promise<number> {
  const namedByAsset = db
    .select({ one: sql`1` })
    .from(assets)
    .where(eq(assets.archiveCid, archiveKeys.cid));
  const namedByDraft = db
    .select({ one: sql`1` })
    .from(assetDrafts)
    .where(eq(assetDrafts.archiveCid, archiveKeys.cid));
  const shredded = await db
    .delete(archiveKeys)
    .where(and(inArray(archiveKeys.cid, [...cids]), notExists(namedByAsset), notExists(namedByDraft)))
    .returning({ cid: archiveKeys.cid });
  return shredded.length;
}

type ImageRow = typeof images.$inferSelect;

export async function insertImage(db: Db, image: typeof images.$inferInsert): Promise<void> {
  await db.insert(images).values(image);
}

export async function findImageByKey(db: Db, key: string): Promise<ImageRow | undefined> {
  const [image] = await db.select().from(images).where(eq(images.key, key));
  return image;
}

/** The uploader of each image among `keys` that exists. */
export async function findImageOwners(db: Db, keys: readonly string[]) {
  return db
    .select({ key: images.key, userId: images.userId })
    .from(images)
    .where(inArray(images.key, [...keys]));
}
