import { IMAGE_MAX_BYTES } from "@meshlink/domain/constants/image-limits";
import type { FilesDeps } from "../../files/files-deps.ts";
import { uploadImage } from "../../files/upload-image.ts";
import { ServiceError } from "../../service-error.ts";
import { MetadataReadError } from "./metadata-read-error.ts";
import { openTokenUri, type TokenUriReader } from "./open-token-uri.ts";

/**
 * Reads the image a token's metadata names and stores it as an uploaded image is stored (same
 * size limit, same check of what the bytes are, an SVG drawn once): the key serves it at
 * /api/images/{key} like any asset image. Refusals are MetadataReadErrors, permanent for the
 * bytes' own faults (not an image, too large, too complex to draw).
 */
export async function storeTokenImage(
  deps: Pick<FilesDeps, "db" | "stores" | "images">,
  reader: TokenUriReader,
  input: { uri: string; userId: string; signal: AbortSignal },
): Promise<string> {
  const { body } = await openTokenUri(input.uri, reader, {
    maxBytes: IMAGE_MAX_BYTES,
    signal: input.signal,
    accept: "image/*",
  });
  try {
    const stored = await uploadImage(deps, { userId: input.userId, file: body, signal: input.signal });
    return stored.key;
  } catch (error) {
    // A refusal of the file (too large, not an image, too complex), not the server closing.
    if (error instanceof ServiceError && error.status < 500)
      throw new MetadataReadError(`image refused: ${error.message}`, true);
    throw error;
  }
}
