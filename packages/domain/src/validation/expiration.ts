import { z } from "zod";
import { EXPIRATION_CHOICES } from "../constants/expiration-choices.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { isDateInPast, systemClock, type Clock, type ExpirationInput } from "../rules/expiration.ts";

const ZChoiceIndex = z
  .number()
  .int()
  .min(0)
  .max(EXPIRATION_CHOICES.length - 1);

// The form value (rules/expiration.ts): either a choice of the dropdown or a custom date/time. Dates
// come as Date objects or strings (datetime-local inputs, JSON), hence the coercion. The clock is a
// parameter so tests and the server decide what "now" is.
export const zExpirationInput = (clock: Clock = systemClock): z.ZodType<ExpirationInput, unknown> =>
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("choice"), index: ZChoiceIndex }),
    z.object({
      kind: z.literal("custom"),
      date: z.coerce
        .date()
        .refine((date) => !isDateInPast(date, clock()), { error: VALIDATION_MESSAGES.dateInPast }),
    }),
  ]);
