import { useMemo } from "react";
import { lazyModule } from "@/lib/lazy-module";
import { ExpandableText } from "@/ui/expandable-text";
import { RichTextPlaceholder } from "@/ui/rich-text";

// The markdown parser builds its grammar's expressions as it loads and is slow on its first text
// (~50 ms and ~150 ms on a phone): it loads after the page's first paint.
export const markdownParser = lazyModule(async () => (await import("marked")).marked);

/**
 * Spec section 2: the asset description, rendered markdown (section 5: 5000 characters) clamped to
 * two lines with show more / less. RichText holds the HTML to the shared allow-list: no links,
 * images or code. Two placeholder lines until the parser has loaded.
 */
export function MarkdownDescription({ markdown }: { markdown: string }) {
  const marked = markdownParser.use();
  const html = useMemo(
    () => marked?.parse(markdown, { async: false, gfm: true, breaks: true }),
    [marked, markdown],
  );
  if (html === undefined) return <RichTextPlaceholder />;
  return <ExpandableText html={html} lineBreaks={false} data-testid="asset-description" />;
}
