import { z } from "zod";
import { MARKDOWN_MAX_LENGTH, RICH_TEXT_MAX_LENGTH } from "../constants/text-limits.ts";
import { tooLongMessage } from "../messages/validation.ts";

// Spec section 5: markdown text areas hold at most 5000 characters, the rich text editor 4000.
export const ZMarkdown = z.string().max(MARKDOWN_MAX_LENGTH, { error: tooLongMessage(MARKDOWN_MAX_LENGTH) });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

// The rich text editor stores HTML but counts the visible text (TipTap's character count), so the
// server must count the same way or it would refuse text the editor allowed. Tags are dropped and
// entities count as the one character they show.
export const richTextLength = (html: string): number =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith("#") || name.toLowerCase() in ENTITIES ? "_" : entity,
    ).length;

export const ZRichText = z.string().refine((html) => richTextLength(html) <= RICH_TEXT_MAX_LENGTH, {
  error: tooLongMessage(RICH_TEXT_MAX_LENGTH),
});

// "shows characters left": never below 0, because the editor stops accepting input at the limit.
// Takes the HTML (or plain text) the editor holds.
export const charactersLeft = (html: string, limit: number = RICH_TEXT_MAX_LENGTH): number =>
  Math.max(0, limit - richTextLength(html));
