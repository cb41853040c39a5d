import type { AssetDraft } from "@meshlink/domain/files/asset-draft.types";
import type { Db } from "../../db/database.ts";
import { type AssetDraftRow, findDraftById, insertDraft, updateDraft } from "../../db/queries/files.ts";
import { publicIpfsUrl } from "../../files/ipfs-store.ts";
import { DRAFT_ERRORS } from "./draft-errors.ts";
import { ServiceError } from "../service-error.ts";

/** A new, empty draft owned by `userId`; the creator's uploads attach to it. */
export async function createAssetDraft({ db }: { db: Db }, userId: string): Promise<AssetDraftRow> {
  const draft = await insertDraft(db, userId);
  if (!draft) throw new Error("inserting an asset draft returned no row");
  return draft;
}

/** The draft, when `userId` owns it: 404 when there is none, 403 when it is someone else's. */
export async function findOwnedDraft({ db }: { db: Db }, draftId: string, userId: string) {
  const draft = await findDraftById(db, draftId);
  if (!draft) throw new ServiceError("NOT_FOUND", DRAFT_ERRORS.notFound);
  if (draft.userId !== userId) throw new ServiceError("FORBIDDEN", DRAFT_ERRORS.notOwner);
  return draft;
}

export async function updateAssetDraft(
  { db }: { db: Db },
  draftId: string,
  values: Parameters<typeof updateDraft>[2],
): Promise<AssetDraftRow> {
  const draft = await updateDraft(db, draftId, values);
  if (!draft) throw new ServiceError("NOT_FOUND", DRAFT_ERRORS.notFound);
  return draft;
}

/** The API's view of a draft row (packages/domain files/asset-draft.types). */
export function assetDraftView(draft: AssetDraftRow, ipfsGatewayUrl: string): AssetDraft {
  const archive =
    draft.archiveCid === null
      ? null
      : {
          cid: draft.archiveCid,
          uri: publicIpfsUrl(ipfsGatewayUrl, draft.archiveCid),
          size: draft.archiveSize ?? 0,
        };
  const preview =
    draft.previewS3Key === null || !draft.modelStats || !draft.modelValidation
      ? null
      : {
          previewS3Key: draft.previewS3Key,
          size: draft.previewSize ?? 0,
          stats: draft.modelStats,
          validation: draft.modelValidation,
        };
  return {
    id: draft.id,
    archive,
    filesMetadata: draft.filesMetadata,
    preview,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}
