import { z } from "zod";

// Spec section 3 "Social names", in the order the collection social row shows them (section 2).
export const SOCIAL_NAMES = ["WEBSITE", "X", "TELEGRAM", "INSTAGRAM", "DISCORD"] as const;
export const ZSocialName = z.enum(SOCIAL_NAMES);
export type SocialName = z.infer<typeof ZSocialName>;
