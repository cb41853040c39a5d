import { z } from "zod";
import { requiredMessage } from "../messages/validation.ts";

// Spec section 5 "Generic form": a required field says "{field} is required" unless the form gives
// its own message. Whitespace-only text counts as empty.
export const zRequiredString = (field: string, message: string = requiredMessage(field)) =>
  z.string({ error: message }).trim().min(1, { error: message });

// A field may be left out of the payload or sent empty by the form; both are "missing".
export const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
