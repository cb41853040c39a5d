import type { SuccessData } from "@meshlink/domain/api-envelope";
import type {
  AssetMetadataRequest,
  AssetRef,
  CreateAssetRequest,
  ZAssetMetadataResponse,
} from "@meshlink/domain/create-asset.types";
import type { AssetDraft } from "@meshlink/domain/files/asset-draft.types";
import {
  ZArchiveUploadResponse,
  ZModelPreviewUploadResponse,
} from "@meshlink/domain/files/file-uploads.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { myCollectionsQuery } from "@/lib/queries/my-collections";
import { uploadWithProgress } from "@/lib/upload-with-progress";

// The create-asset calls (packages/domain/src/create-asset.types.ts, files/*.types.ts).

export const useMyCollections = () =>
  useQuery({ ...myCollectionsQuery(), meta: { errorMessage: ERROR_MESSAGES.collectionsFailed } });

export const createDraft = () => apiRequest<AssetDraft>("/api/asset-drafts", { method: "POST", body: {} });

export const uploadArchive = (draftId: string, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress(
    `/api/ipfs-archive-upload/${draftId}`,
    file,
    ZArchiveUploadResponse.shape.data,
    onProgress,
  );

export const uploadPreview = (draftId: string, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress(
    `/api/model-preview-upload/${draftId}`,
    file,
    ZModelPreviewUploadResponse.shape.data,
    onProgress,
  );

export const saveMetadata = (draftId: string, body: AssetMetadataRequest) =>
  apiRequest<SuccessData<typeof ZAssetMetadataResponse>>(`/api/asset-drafts/${draftId}/metadata`, {
    method: "POST",
    body,
  });

export const saveAsset = (body: CreateAssetRequest) =>
  apiRequest<AssetRef>("/api/assets", { method: "POST", body });
