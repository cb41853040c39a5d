import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { images } from "../../db/schema.ts";
import type { BlobStat } from "../../files/blob-store.ts";
import type { FileStores } from "../../files/file-stores.ts";
import { IMAGE_CONTENT_TYPES } from "../../files/image-facts.ts";
import { renderImage, renditionFormatOf, type RenditionSize } from "../../files/image-rendition.ts";

/** A blob ready to be served: where it is and what it is. */
export type ServedBlob = { key: string; contentType: string; stat: BlobStat };

/**
 * The image under `key` at `size` (spec section 9: images by key with width and height). Raster
 * originals are served as uploaded when no size is asked; every other answer is a rendition made
 * once with sharp and kept in the blob store under the key plus the size, so every server of a
 * cluster finds it there. Null when there is no such image.
 */
export async function findImage(
  deps: { db: Db; stores: FileStores },
  key: string,
  size: RenditionSize,
): Promise<ServedBlob | null> {
  const [image] = await deps.db.select().from(images).where(eq(images.key, key));
  if (!image) return null;
  const { blobs } = deps.stores;
  if (size.width === undefined && size.height === undefined && image.format !== "svg") {
    const stat = await blobs.stat(key);
    return stat && { key, contentType: IMAGE_CONTENT_TYPES[image.format], stat };
  }

  const format = renditionFormatOf(image.format);
  const renditionKey = `${key}.${size.width ?? 0}x${size.height ?? 0}.${format}`;
  const served = (stat: BlobStat) => ({ key: renditionKey, contentType: IMAGE_CONTENT_TYPES[format], stat });
  const cached = await blobs.stat(renditionKey);
  if (cached) return served(cached);

  const original = await blobs.get(key);
  if (!original) return null;
  const rendition = await renderImage(await buffer(original), image, size);
  return served(await blobs.put(renditionKey, Readable.from([rendition.bytes])));
}
