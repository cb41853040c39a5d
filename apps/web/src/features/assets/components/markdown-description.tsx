import { marked } from "marked";
import { useId, useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import { sanitizeDescription } from "@/lib/sanitize-description";

// Two lines hold roughly this many characters in the narrowest layout; longer text gets the toggle.
const LONG_TEXT = 140;

/** Markdown (spec section 5: 5000 characters) to HTML without links, images or code. */
export const renderDescription = (markdown: string): string =>
  sanitizeDescription(marked.parse(markdown, { async: false, gfm: true, breaks: true }));

const prose =
  "break-words [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&>*+*]:mt-2";

/** Spec section 2: the asset description, rendered markdown clamped to two lines with show more / less. */
export function MarkdownDescription({ markdown }: { markdown: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const html = useMemo(() => renderDescription(markdown), [markdown]);
  const long = markdown.length > LONG_TEXT || markdown.trim().split("\n").length > 2;
  return (
    <div>
      <div
        id={id}
        data-testid="asset-description"
        className={cn(prose, !expanded && "line-clamp-2")}
        // Sanitised above with DOMPurify and the spec's forbidden tags and attributes.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </div>
  );
}
