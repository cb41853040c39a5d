import { z } from "zod";
import { ACCEPTED_ARCHIVE_MIME_TYPES, MODEL_FILE_EXTENSION } from "../constants/file-types.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { fileExtension, zFileInfo, type FileInfo } from "./file-info.ts";

// Spec section 5: a new listing needs the source archive (zip) and a preview model (glb). When a
// listing is edited both are optional: the files uploaded earlier stay.
export type ListingFormMode = "create" | "edit";

export const isAcceptedArchive = (file: FileInfo): boolean =>
  (ACCEPTED_ARCHIVE_MIME_TYPES as readonly string[]).includes(file.type);

export const isModelFile = (file: FileInfo): boolean => fileExtension(file.name) === MODEL_FILE_EXTENSION;

type AssetFiles = { archive?: FileInfo | null; previewModel?: FileInfo | null };

// Every problem at once, in form order, so the form can show them side by side.
export const assetFileProblems = (files: AssetFiles, mode: ListingFormMode): string[] => {
  const problems: string[] = [];
  if (!files.archive) {
    if (mode === "create") problems.push(VALIDATION_MESSAGES.noAssetFiles);
  } else if (!isAcceptedArchive(files.archive)) {
    problems.push(VALIDATION_MESSAGES.unsupportedFiletype);
  }
  if (!files.previewModel) {
    if (mode === "create") problems.push(VALIDATION_MESSAGES.noPreviewModel);
  } else if (!isModelFile(files.previewModel)) {
    problems.push(VALIDATION_MESSAGES.unsupportedFiletype);
  }
  return problems;
};

const archiveField = zFileInfo(VALIDATION_MESSAGES.noAssetFiles).refine(isAcceptedArchive, {
  error: VALIDATION_MESSAGES.unsupportedFiletype,
});
const previewField = zFileInfo(VALIDATION_MESSAGES.noPreviewModel).refine(isModelFile, {
  error: VALIDATION_MESSAGES.unsupportedFiletype,
});

// Form fields for the two files. Empty file inputs give null or undefined, which only edit accepts.
export const zAssetFiles = (mode: ListingFormMode) =>
  mode === "create"
    ? z.object({ archive: archiveField, previewModel: previewField })
    : z.object({ archive: archiveField.nullish(), previewModel: previewField.nullish() });
