import { DESCRIPTION_SANITIZE_CONFIG } from "@meshlink/domain/constants/text-limits";
import DOMPurify from "dompurify";

/** Spec section 5: descriptions lose links, images and code (tags a, img, code; attributes href, src). */
export const sanitizeDescription = (html: string): string =>
  DOMPurify.sanitize(html, {
    FORBID_TAGS: [...DESCRIPTION_SANITIZE_CONFIG.FORBID_TAGS, "pre"],
    FORBID_ATTR: [...DESCRIPTION_SANITIZE_CONFIG.FORBID_ATTR],
  });
