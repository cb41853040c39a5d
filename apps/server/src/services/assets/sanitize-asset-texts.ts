import type { AssetMetadataDetails } from "@meshlink/domain/create-asset.types";
import { sanitizeMarkdown, sanitizeRichText } from "@meshlink/domain/validation/sanitize-rich-text";
import type { TechnicalDescription } from "@meshlink/domain/validation/technical-description";

// An asset's stored texts pass the allow-list the web shows them through
// (docs/decisions/010-stored-text.md): the markdown description and the About and Extended HTML.
// Names, properties and the polygon count are plain text, escaped wherever they are shown.

export const sanitizeTechnicalDescription = (value: TechnicalDescription): TechnicalDescription => ({
  ...value,
  extended: sanitizeRichText(value.extended),
  about: sanitizeRichText(value.about),
});

export const sanitizeAssetDetails = (details: AssetMetadataDetails): AssetMetadataDetails => ({
  ...details,
  description: sanitizeMarkdown(details.description),
  technicalDescription: sanitizeTechnicalDescription(details.technicalDescription),
});
