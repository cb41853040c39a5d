import { z } from "zod";
import { EXTRA_VALIDATION_MESSAGES } from "../messages/validation.ts";

// Spec section 2/5: the browse sidebar's floor price filter has a min and a max box, numeric, never
// below 0. An empty box means "no bound", not 0.
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const ZFloorPrice = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: EXTRA_VALIDATION_MESSAGES.notANumber })
    .min(0, { error: EXTRA_VALIDATION_MESSAGES.floorPriceNegative })
    .optional(),
);

export const ZFloorPriceRange = z.object({ min: ZFloorPrice, max: ZFloorPrice });
type FloorPriceRange = z.infer<typeof ZFloorPriceRange>;

// Typing in the boxes: digits with one optional decimal point; a minus sign or letters are refused,
// so the "min 0" rule can never be broken from the keyboard.
export const isFloorPriceInputAccepted = (raw: string): boolean => /^\d*\.?\d*$/.test(raw);

// "Apply" with min above max would match nothing; swapping is what the user meant.
export const normaliseFloorPriceRange = ({ min, max }: FloorPriceRange): FloorPriceRange =>
  min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
