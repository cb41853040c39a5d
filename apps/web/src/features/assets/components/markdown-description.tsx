import { sanitizeRichText } from "@meshlink/domain/validation/sanitize-rich-text";
import { marked } from "marked";
import { useMemo } from "react";
import { ExpandableText } from "@/ui/expandable-text";

/** Markdown (spec section 5: 5000 characters) to HTML held to the shared allow-list: no links, images or code. */
export const renderDescription = (markdown: string): string =>
  sanitizeRichText(marked.parse(markdown, { async: false, gfm: true, breaks: true }));

/** Spec section 2: the asset description, rendered markdown clamped to two lines with show more / less. */
export function MarkdownDescription({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderDescription(markdown), [markdown]);
  return <ExpandableText html={html} lineBreaks={false} data-testid="asset-description" />;
}
