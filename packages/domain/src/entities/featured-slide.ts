import { z } from "zod";
import { ZNullableUrl } from "./scalars.ts";

// Spec section 3 "Featured slide": title, img, text, volume (with max), floor (with min). Read as
// a figure with its bound, as the slide shows "volume … / max" and "floor … from min".
export const ZFeaturedSlide = z.object({
  title: z.string().min(1),
  img: ZNullableUrl,
  text: z.string(),
  volume: z.object({ value: z.number().nonnegative(), max: z.number().nonnegative() }),
  floor: z.object({ value: z.number().nonnegative(), min: z.number().nonnegative() }),
});
