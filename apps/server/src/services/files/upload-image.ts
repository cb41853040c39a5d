import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { IMAGE_MAX_BYTES } from "@meshlink/domain/constants/image-limits";
import { imageUrl, UPLOAD_FILE_FIELD, type ImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Db } from "../../db/database.ts";
import { insertImage } from "../../db/queries/files.ts";
import type { FileStores } from "../../files/file-stores.ts";
import { mayBeImage, readImageFacts } from "../../files/image-facts.ts";
import type { ImageWork } from "../../files/image-work.ts";
import { removeUpload, saveUpload } from "../../files/save-upload.ts";
import { storeSvgRaster, svgRasterKey } from "./svg-raster-blob.ts";
import { ServiceError } from "../service-error.ts";

const { imageTooLarge, imageTypeNotSupported } = VALIDATION_MESSAGES;

/**
 * An image for an avatar, banner, logo or asset (spec sections 5 and 7): at most 8,000,000 bytes
 * and png, jpeg, gif, webp or svg by its content. Size and type are reported separately, both
 * when both fail. An SVG is drawn here, once, as a PNG that every rendition is cut from, and
 * refused (422) when that takes too long (docs/decisions/005-file-storage.md, "Images"). Returns
 * the key it is served under at /api/images/{key}.
 */
export async function uploadImage(
  deps: { db: Db; stores: FileStores; images: ImageWork },
  input: { userId: string; file: AsyncIterable<Uint8Array>; signal?: AbortSignal },
): Promise<ImageUpload> {
  const saved = await saveUpload(input.file, {
    tempFolder: deps.stores.tempFolder,
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: (head) =>
      new ServiceError("TOO_LARGE", imageTooLarge, {
        fields: {
          [UPLOAD_FILE_FIELD]: [imageTooLarge, ...(mayBeImage(head) ? [] : [imageTypeNotSupported])],
        },
      }),
  });
  const key = `image-${randomUUID()}`;
  const { blobs } = deps.stores;
  try {
    const facts = await deps.images.run(() => readImageFacts(saved.path), input.signal);
    if (!facts) throw new ServiceError("UNSUPPORTED_TYPE", imageTypeNotSupported);
    if (facts.format === "svg") {
      await storeSvgRaster(deps, { key, ...facts }, await readFile(saved.path), input.signal);
    }
    await blobs.put(key, createReadStream(saved.path));
    await insertImage(deps.db, { key, userId: input.userId, size: saved.size, ...facts });
    return { key, url: imageUrl(key) };
  } catch (error) {
    await Promise.all([blobs.delete(key), blobs.delete(svgRasterKey(key))]);
    throw error;
  } finally {
    await removeUpload(saved.path);
  }
}
