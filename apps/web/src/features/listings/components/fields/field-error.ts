import type { FieldError } from "react-hook-form";

/** The first message in a (possibly nested) react-hook-form error, for fields holding objects. */
export const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== "object") return undefined;
  const field = error as FieldError & Record<string, unknown>;
  if (typeof field.message === "string") return field.message;
  for (const value of Object.values(field)) {
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
};
