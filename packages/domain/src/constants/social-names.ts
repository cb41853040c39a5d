// Spec section 3 "Social names", in the order the collection social row shows them (section 2).
export const SOCIAL_NAMES = ["WEBSITE", "X", "TELEGRAM", "INSTAGRAM", "DISCORD"] as const;
export type SocialName = (typeof SOCIAL_NAMES)[number];
