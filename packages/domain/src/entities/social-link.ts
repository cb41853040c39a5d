import { z } from "zod";
import { SOCIAL_NAMES, ZSocialName, type SocialName } from "../constants/social-names.ts";

// Spec section 3: a collection's social list is name/value pairs; the value is the link.
export const ZSocialLink = z.object({ name: ZSocialName, value: z.string().trim().max(2048) });
export type SocialLink = z.infer<typeof ZSocialLink>;

export const ZSocialLinks = z
  .array(ZSocialLink)
  .refine((links) => new Set(links.map((link) => link.name)).size === links.length, {
    error: "Each social network may appear once",
  });

// Spec section 2: the row always shows all five in a fixed order; missing ones are greyed and inert,
// which the web renders from `url: null`.
export const socialRow = (links: readonly SocialLink[]): { name: SocialName; url: string | null }[] =>
  SOCIAL_NAMES.map((name) => {
    const value = links.find((link) => link.name === name)?.value.trim();
    return { name, url: value ? value : null };
  });
