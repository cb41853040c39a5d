import { z } from "zod";
import {
  percentToStored,
  ROYALTY_PERCENT_MAX,
  ROYALTY_STORED_MAX,
  ROYALTY_STORED_MIN,
} from "../constants/royalty.ts";
import { EXTRA_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "../messages/validation.ts";

const hasAtMostTwoDecimals = (percent: number): boolean =>
  Math.abs(percent * 100 - percentToStored(percent)) < 1e-6;

const royaltyNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? 0 : value),
  z.coerce.number({ error: EXTRA_VALIDATION_MESSAGES.notANumber }),
);

// The form field, in percent. Zero, negatives and values that round to 0 stored are "not positive".
export const ZRoyaltyPercent = royaltyNumber
  .refine((percent) => percentToStored(percent) >= ROYALTY_STORED_MIN, {
    error: VALIDATION_MESSAGES.royaltyNotPositive,
    abort: true,
  })
  .refine((percent) => percent <= ROYALTY_PERCENT_MAX, { error: EXTRA_VALIDATION_MESSAGES.royaltyTooHigh })
  .refine(hasAtMostTwoDecimals, { error: EXTRA_VALIDATION_MESSAGES.royaltyTooPrecise });

// The stored value (listing price, API payloads, contract calls).
export const ZStoredRoyalty = z
  .number()
  .int()
  .min(ROYALTY_STORED_MIN, { error: VALIDATION_MESSAGES.royaltyNotPositive })
  .max(ROYALTY_STORED_MAX, { error: EXTRA_VALIDATION_MESSAGES.royaltyTooHigh });

// Percent from the form straight to the stored integer, validated on both sides of the conversion.
export const ZRoyaltyPercentToStored = ZRoyaltyPercent.transform(percentToStored).pipe(ZStoredRoyalty);
