import { ZAssetMetadataRequest, type AssetMetadataRequest } from "@meshlink/domain/create-asset.types";
import { ZImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { requiredMessage, VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import {
  EMPTY_MACHINE_SPEC,
  ZAssetRequirements,
  hasRequirements,
} from "@meshlink/domain/validation/asset-requirements";
import { zAssetFiles } from "@meshlink/domain/validation/asset-files";
import { zStepperValue } from "@meshlink/domain/validation/number-stepper";
import { ZTechnicalDescription } from "@meshlink/domain/validation/technical-description";
import { z } from "zod";
import { ZAssetCategory, ZAssetGenres } from "@meshlink/domain/entities/constant-enums";

const files = zAssetFiles("create").shape;
// An empty file input is null; the domain schema then reports its "No … provided." message.
const zFile = (field: typeof files.archive, missing: string) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: "custom", message: missing });
    else
      for (const issue of field.safeParse(file).error?.issues ?? [])
        ctx.addIssue({ code: "custom", message: issue.message });
  });

const ZPropertyRow = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: requiredMessage("Property name") })
    .max(100),
  value: z.string().trim().max(500),
});

export const ZCreateAssetForm = z.object({
  collectionId: z.string().min(1, { error: requiredMessage("Collection") }),
  name: ZAssetMetadataRequest.shape.name,
  // The select starts empty (""), which the domain schema reports as "Category is required".
  category: z.string().pipe(ZAssetCategory),
  genres: ZAssetGenres,
  description: ZAssetMetadataRequest.shape.description.unwrap(),
  image: ZImageUpload.nullable(),
  properties: z.array(ZPropertyRow).max(100),
  supply: zStepperValue(),
  technical: ZTechnicalDescription,
  requirements: ZAssetRequirements,
  archive: zFile(files.archive, VALIDATION_MESSAGES.noAssetFiles),
  preview: zFile(files.previewModel, VALIDATION_MESSAGES.noPreviewModel),
});
export type CreateAssetForm = z.input<typeof ZCreateAssetForm>;
export type CreateAssetValues = z.output<typeof ZCreateAssetForm>;

export const emptyAssetForm = (): CreateAssetForm => ({
  collectionId: "",
  name: "",
  category: "",
  genres: [],
  description: "",
  image: null,
  properties: [],
  supply: 1,
  technical: {
    short: { rigged: false, animations: false, textures: false, polyCount: "" },
    extended: "",
    about: "",
  },
  requirements: { minimum: { ...EMPTY_MACHINE_SPEC }, recommended: { ...EMPTY_MACHINE_SPEC } },
  archive: null,
  preview: null,
});

/** The token metadata request (POST /api/asset-drafts/{id}/metadata). */
export const toMetadataRequest = (values: CreateAssetValues): AssetMetadataRequest => ({
  name: values.name,
  description: values.description,
  imageKey: values.image?.key ?? null,
  category: values.category,
  genres: values.genres,
  properties: values.properties,
  technicalDescription: values.technical,
  requirements: hasRequirements(values.requirements) ? values.requirements : null,
});
