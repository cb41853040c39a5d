import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Db } from "../../db/database.ts";
import { findImageByKey } from "../../db/queries/files.ts";
import type { BlobStat } from "../../files/blob-store.ts";
import type { FileStores } from "../../files/file-stores.ts";
import { IMAGE_CONTENT_TYPES, type ImageFacts } from "../../files/image-facts.ts";
import { renderImage, renditionFormatOf, type RenditionSize } from "../../files/image-rendition.ts";
import type { ImageWork } from "../../files/image-work.ts";
import { findSvgRaster } from "./svg-raster-blob.ts";

/** A blob ready to be served: where it is and what it is. */
type ServedBlob = {
  key: string;
  contentType: string;
  stat: BlobStat;
  /** Whether another Accept header could have been answered in another format (servedFormat). */
  variesByAccept: boolean;
};

/** What the browser can show besides the original's format (its Accept header). */
type ImageAccepts = { webp: boolean };

/**
 * A rendition's format: WebP for a browser that takes it, when the original is a still PNG or
 * JPEG (or an SVG's raster), as image CDNs do: a card's PNG rendition is several times its WebP.
 * GIFs keep theirs, animation and all.
 */
const servedFormat = (format: ImageFacts["format"], accepts: ImageAccepts) => {
  const rendition = renditionFormatOf(format);
  return accepts.webp && (rendition === "png" || rendition === "jpeg") ? "webp" : rendition;
};

/**
 * The image under `key` at `size` (spec section 9: images by key with width and height). Raster
 * originals are served as uploaded when no size is asked; every other answer is a rendition cut
 * once from the raster (an SVG's is the PNG drawn at upload, never the SVG) and kept in the blob
 * store under the key plus the size, so every server of a cluster finds it there. Requests for
 * the same rendition at the same time share one resize, run as bounded image work; `signal`
 * (the client leaving) withdraws this request from it. A rendition is WebP where `accepts` allows
 * (servedFormat). Null when there is no such image.
 */
export async function findImage(
  deps: { db: Db; stores: FileStores; images: ImageWork },
  key: string,
  size: RenditionSize,
  signal?: AbortSignal,
  accepts: ImageAccepts = { webp: false },
): Promise<ServedBlob | null> {
  const image = await findImageByKey(deps.db, key);
  if (!image) return null;
  const { blobs } = deps.stores;
  const noSize = size.width === undefined && size.height === undefined;
  if (noSize && image.format !== "svg") {
    const stat = await blobs.stat(key);
    return stat && { key, contentType: IMAGE_CONTENT_TYPES[image.format], stat, variesByAccept: false };
  }

  const format = servedFormat(image.format, accepts);
  const variesByAccept = servedFormat(image.format, { webp: !accepts.webp }) !== format;
  const renditionKey = `${key}.${size.width ?? 0}x${size.height ?? 0}.${format}`;
  const served = (stat: BlobStat) => ({
    key: renditionKey,
    contentType: IMAGE_CONTENT_TYPES[format],
    stat,
    variesByAccept,
  });
  const cached = await blobs.stat(renditionKey);
  if (cached) return served(cached);

  const sourceKey = image.format === "svg" ? await findSvgRaster(deps, image, signal) : key;
  if (!sourceKey) return null;
  // With no size asked, an SVG is served at the size it declares, as a vector has no other.
  const box = noSize ? { width: image.width, height: image.height } : size;
  const stat = await deps.images.once(
    renditionKey,
    async () => {
      const source = await blobs.get(sourceKey);
      if (!source) return null;
      const rendition = await renderImage(await buffer(source), format, box);
      return blobs.put(renditionKey, Readable.from([rendition.bytes]));
    },
    signal,
  );
  return stat && served(stat);
}
