import { z } from "zod";

// Spec section 3: traits are name/value pairs. Token metadata standards allow numeric trait values,
// so a value may be a number or text; the Traits modal shows either as text.
export const ZProperty = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.union([z.string().max(500), z.number()]),
});
export type Property = z.infer<typeof ZProperty>;
