import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { ZRichText } from "./text-length.ts";

// Spec section 3: an asset's technicalDescription is JSON text holding a short part (checkboxes
// and polygon count), an extended text and an about text. The polygon count is free text ("12k",
// "12,400 tris"), so only its presence is checked.
export const ZTechnicalShort = z.object({
  rigged: z.boolean().default(false),
  animations: z.boolean().default(false),
  textures: z.boolean().default(false),
  polyCount: z
    .string({ error: VALIDATION_MESSAGES.noPolygonCount })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.noPolygonCount }),
});
export type TechnicalShort = z.infer<typeof ZTechnicalShort>;

export const ZTechnicalDescription = z.object({
  short: ZTechnicalShort,
  extended: ZRichText.default(""),
  about: ZRichText.default(""),
});
export type TechnicalDescription = z.infer<typeof ZTechnicalDescription>;

// The stored form is a JSON string; this checks it on the way out of the database or the API.
const ZTechnicalDescriptionJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "technicalDescription is not valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(ZTechnicalDescription);

export const serializeTechnicalDescription = (value: TechnicalDescription): string => JSON.stringify(value);

// Older or hand-made records may hold anything; screens show placeholders instead of failing.
export const parseTechnicalDescription = (text: string | null | undefined): TechnicalDescription | null => {
  if (!text) return null;
  const parsed = ZTechnicalDescriptionJson.safeParse(text);
  return parsed.success ? parsed.data : null;
};
