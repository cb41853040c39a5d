import { z } from "zod";
import { SOCIAL_NAMES, type SocialName } from "../constants/social-names.ts";
import { isHttpsLink, ZHttpsLinkOrEmpty } from "../validation/https-link.ts";
import { ZSocialName } from "./constant-enums.ts";

// Spec section 3: a collection's social list is name/value pairs; the value is the link.
const ZSocialLink = z.object({ name: ZSocialName, value: z.string().trim().max(2048) });
export type SocialLink = z.infer<typeof ZSocialLink>;

const uniqueNames = (links: readonly SocialLink[]) =>
  new Set(links.map((link) => link.name)).size === links.length;

export const ZSocialLinks = z.array(ZSocialLink).refine(uniqueNames, {
  error: "Each social network may appear once",
});

/** What a creator may store: https links only (empty ones are dropped). */
export const ZSocialLinksInput = z
  .array(z.object({ name: ZSocialName, value: ZHttpsLinkOrEmpty }))
  .refine(uniqueNames, { error: "Each social network may appear once" });

// Spec section 2: the row always shows all five in a fixed order; missing ones are greyed and inert,
// which the web renders from `url: null`. A stored value that is not an https link is inert too.
export const socialRow = (links: readonly SocialLink[]): { name: SocialName; url: string | null }[] =>
  SOCIAL_NAMES.map((name) => {
    const value = links.find((link) => link.name === name)?.value.trim();
    return { name, url: value && isHttpsLink(value) ? value : null };
  });
