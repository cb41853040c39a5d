import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { richTextSanitizer } from "@/ui/rich-text-sanitizer";

// Styles for the tags the shared allow-list keeps (packages/domain validation/sanitize-rich-text).
const prose =
  "break-words [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:px-2 [&_th]:px-2 [&>*+*]:mt-2";

export type RichTextProps = {
  html: string;
  id?: string;
  className?: string;
  /** Plain text typed with line breaks (older records, the listing form's text area) keeps them. */
  lineBreaks?: boolean;
  "data-testid"?: string;
};

/**
 * Stored rich text shown as the HTML it is, through the same sanitiser the server stores it with.
 * Until that sanitiser has loaded, two lines' worth of placeholder hold its place; if it cannot
 * load, the text shows without its formatting.
 */
export function RichText({ html, className, lineBreaks = true, ...props }: RichTextProps) {
  const sanitizer = richTextSanitizer.useLoaded();
  const clean = useMemo(
    () => (sanitizer.status === "loaded" ? sanitizer.value(html) : undefined),
    [sanitizer, html],
  );
  if (sanitizer.status === "loading") return <RichTextPlaceholder className={className} />;
  if (clean === undefined) {
    return (
      <div {...props} className={cn(prose, "whitespace-pre-line", className)}>
        {plainText(html)}
      </div>
    );
  }
  // Sanitised above by the shared allow-list: no attribute, no script, style, form or image survives.
  return (
    <div
      {...props}
      className={cn(prose, lineBreaks && "whitespace-pre-line", className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Two lines' worth of placeholder where rich text will show. */
export function RichTextPlaceholder({ className }: { className?: string }) {
  return (
    <div aria-busy="true" className={cn("flex flex-col gap-2 py-1", className)}>
      <span className="h-3.5 w-full animate-pulse rounded bg-surface-muted" />
      <span className="h-3.5 w-2/3 animate-pulse rounded bg-surface-muted" />
    </div>
  );
}

/** The text of `html` without its markup: a parsed document of its own runs no script and loads nothing. */
const plainText = (html: string): string =>
  new DOMParser().parseFromString(html, "text/html").body.textContent;
