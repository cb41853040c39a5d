import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { IMAGE_MAX_BYTES } from "@meshlink/domain/constants/image-limits";
import { imageUrl, type ImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Db } from "../../db/database.ts";
import { images } from "../../db/schema.ts";
import type { FileStores } from "../../files/file-stores.ts";
import { mayBeImage, readImageFacts } from "../../files/image-facts.ts";
import { removeUpload, saveUpload } from "../../files/save-upload.ts";
import { UploadRefused } from "../../files/upload-refused.ts";

const { imageTooLarge, imageTypeNotSupported } = VALIDATION_MESSAGES;

/**
 * An image for an avatar, banner, logo or asset (spec sections 5 and 7): at most 8,000,000 bytes
 * and png, jpeg, gif, webp or svg by its content. Size and type are reported separately, both
 * when both fail. Returns the key it is served under at /api/images/{key}.
 */
export async function uploadImage(
  deps: { db: Db; stores: FileStores },
  input: { userId: string; file: AsyncIterable<Uint8Array> },
): Promise<ImageUpload> {
  const saved = await saveUpload(input.file, {
    tempFolder: deps.stores.tempFolder,
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: (head) =>
      new UploadRefused(413, imageTooLarge, [
        imageTooLarge,
        ...(mayBeImage(head) ? [] : [imageTypeNotSupported]),
      ]),
  });
  try {
    const facts = await readImageFacts(saved.path);
    if (!facts) throw new UploadRefused(415, imageTypeNotSupported);
    const key = `image-${randomUUID()}`;
    await deps.stores.blobs.put(key, createReadStream(saved.path));
    try {
      await deps.db.insert(images).values({ key, userId: input.userId, size: saved.size, ...facts });
    } catch (error) {
      await deps.stores.blobs.delete(key);
      throw error;
    }
    return { key, url: imageUrl(key) };
  } finally {
    await removeUpload(saved.path);
  }
}
