/** A glTF texture as its JSON declares it: its own name and the image it samples. */
export type TextureSource = { name: string | undefined; image: number | undefined };

// Extensions that give a texture an image in another format; the viewer samples that image when
// it supports the format, so its facts are the ones to report.
const IMAGE_EXTENSIONS = ["KHR_texture_basisu", "EXT_texture_webp", "EXT_texture_avif", "MSFT_texture_dds"];

/**
 * The `textures` of a glTF JSON document. A texture is an image and a sampler: two textures may
 * share an image, and an image no texture names is no texture (the Khronos validator counts the
 * same way). gltf-transform's Document merges textures into materials and keeps one object per
 * image, so the JSON is read before the Document is made.
 */
export function readTextureSources(json: unknown): TextureSource[] {
  const textures = (json as { textures?: unknown }).textures;
  if (!Array.isArray(textures)) return [];
  return textures.map((texture: unknown) => {
    const entry = isRecord(texture) ? texture : {};
    const extensions = isRecord(entry.extensions) ? entry.extensions : {};
    const extended = IMAGE_EXTENSIONS.map((name) => extensions[name])
      .filter(isRecord)
      .map((extension) => extension.source)
      .find(isIndex);
    return {
      name: typeof entry.name === "string" && entry.name !== "" ? entry.name : undefined,
      image: extended ?? (isIndex(entry.source) ? entry.source : undefined),
    };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
