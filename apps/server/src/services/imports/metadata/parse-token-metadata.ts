import { ZAssetMetadataRequest } from "@meshlink/domain/create-asset.types";
import { MARKDOWN_MAX_LENGTH } from "@meshlink/domain/constants/text-limits";
import { type Property, ZProperty } from "@meshlink/domain/entities/property";
import { sanitizeMarkdown } from "@meshlink/domain/validation/sanitize-rich-text";
import { z } from "zod";
import { MetadataReadError } from "./metadata-read-error.ts";

/** What MeshLink keeps of a token's metadata JSON, bounded as a creator's own asset would be. */
type ReadMetadata = {
  /** Null when the JSON has none: the asset keeps its placeholder name. */
  name: string | null;
  description: string;
  properties: Property[];
  /** The image's URI as the JSON gives it (image, else image_url). */
  image: string | null;
};

// The asset form's limits (create-asset.types.ts, entities/property.ts).
const NAME_MAX = ZAssetMetadataRequest.shape.name.maxLength ?? 200;
const TRAIT_NAME_MAX = ZProperty.shape.name.maxLength ?? 100;
const TRAIT_TEXT_MAX = ZProperty.shape.value.options[0].maxLength ?? 500;
/** ZAssetMetadataRequest's properties: at most this many. */
export const MAX_PROPERTIES = 100;

// Each field read on its own: a wrong type in one (an object as description, a number as image)
// loses that field, not the others. Metadata in the wild is the OpenSea standard, loosely kept.
const ZScalar = z.union([z.string(), z.number(), z.boolean()]);
const ZLooseMetadata = z.object({
  name: ZScalar.optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  image: z.string().optional().catch(undefined),
  image_url: z.string().optional().catch(undefined),
  attributes: z.array(z.unknown()).optional().catch(undefined),
});
const ZAttribute = z.object({ trait_type: ZScalar, value: ZScalar });

/** Parses metadata bytes; a MetadataReadError (permanent) when they are not a JSON object. */
export function parseTokenMetadata(bytes: Buffer): ReadMetadata {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  } catch {
    throw new MetadataReadError("metadata is not JSON", true);
  }
  const parsed = ZLooseMetadata.safeParse(json);
  if (!parsed.success) throw new MetadataReadError("metadata is not a JSON object", true);
  const metadata = parsed.data;
  const name = metadata.name === undefined ? "" : plainText(String(metadata.name), NAME_MAX);
  const image = (metadata.image ?? metadata.image_url)?.trim();
  return {
    name: name || null,
    // Cut to the limit a creator types within, then held to the stored-text allow-list (decision 010).
    description: sanitizeMarkdown(clip((metadata.description ?? "").replace(/\0/g, ""), MARKDOWN_MAX_LENGTH)),
    properties: propertiesOf(metadata.attributes ?? []),
    image: image || null,
  };
}

function propertiesOf(attributes: unknown[]): Property[] {
  const properties: Property[] = [];
  for (const attribute of attributes) {
    if (properties.length === MAX_PROPERTIES) break;
    const parsed = ZAttribute.safeParse(attribute);
    if (!parsed.success) continue;
    const name = plainText(String(parsed.data.trait_type), TRAIT_NAME_MAX);
    const { value } = parsed.data;
    const kept =
      typeof value === "number"
        ? Number.isFinite(value)
          ? value
          : null
        : plainText(String(value), TRAIT_TEXT_MAX);
    const property = ZProperty.safeParse({ name, value: kept });
    if (property.success) properties.push(property.data);
  }
  return properties;
}

// Names and traits are plain text, shown escaped (decision 010); control characters (NUL, which
// PostgreSQL refuses, line breaks) have no place in them.
function plainText(text: string, max: number): string {
  return clip(
    text
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
    max,
  ).trim();
}

/** At most `max` UTF-16 units, never half of a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
