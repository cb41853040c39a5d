import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";

// A collection's social links open from its page, so only a plain https address is a link: no
// javascript:, data: or other scheme, no scheme-relative "//host", no credentials before the host,
// nothing the URL parser would quietly drop (tabs, line breaks) or rewrite.
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/[^\s/?#]/i.test(value) || /[\p{Cc}\p{Cf}\s]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

/** A link field that may be left empty; anything typed must be an https address. */
export const ZHttpsLinkOrEmpty = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === "" || isHttpsLink(value), { error: VALIDATION_MESSAGES.incorrectValue });
