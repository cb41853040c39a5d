import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";

// Spec section 5: the input field's default error text is "Invalid email address". Surrounding
// spaces from copy-paste are trimmed before the check rather than reported.
export const ZEmail = z
  .string({ error: VALIDATION_MESSAGES.invalidEmail })
  .trim()
  .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }));
