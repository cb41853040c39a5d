import { useMemo } from "react";
import { lazyModule } from "@/lib/lazy-module";
import { ExpandableText } from "@/ui/expandable-text";
import { RichTextPlaceholder } from "@/ui/rich-text";
import { richTextSanitizer } from "@/ui/rich-text-sanitizer";

// The markdown parser builds its grammar's expressions as it loads and is slow on its first text
// (~50 ms and ~150 ms on a phone): it loads after the page's first paint.
export const markdownParser = lazyModule(async () => (await import("marked")).marked);

/**
 * Spec section 2: the asset description, rendered markdown (section 5: 5000 characters) held to the
 * shared allow-list (no links, images or code), clamped to two lines with show more / less. Two
 * placeholder lines until the parser and the sanitiser have loaded; the markdown as plain text if
 * either cannot.
 */
export function MarkdownDescription({ markdown }: { markdown: string }) {
  const parser = markdownParser.useLoaded();
  const sanitizer = richTextSanitizer.useLoaded();
  const html = useMemo(
    () =>
      parser.status === "loaded" && sanitizer.status === "loaded"
        ? sanitizer.value(parser.value.parse(markdown, { async: false, gfm: true, breaks: true }))
        : undefined,
    [parser, sanitizer, markdown],
  );
  if (html !== undefined) {
    return <ExpandableText html={html} lineBreaks={false} data-testid="asset-description" />;
  }
  if (parser.status === "failed" || sanitizer.status === "failed") {
    return (
      <p className="line-clamp-2 whitespace-pre-line" data-testid="asset-description">
        {markdown}
      </p>
    );
  }
  return <RichTextPlaceholder />;
}
