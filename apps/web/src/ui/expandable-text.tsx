import { richTextLength } from "@meshlink/domain/validation/text-length";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { RichText, type RichTextProps } from "@/ui/rich-text";

// Two lines hold roughly this many characters in the narrowest layout; longer text gets the toggle.
const LONG_TEXT = 140;

type ExpandableTextProps = Omit<RichTextProps, "id">;

const blocks = (html: string) => html.match(/<(p|li|h\d|blockquote|tr|br)\b/gi)?.length ?? 0;

/** Spec section 2: rich text clamped to two lines with a show more / show less toggle when it is long. */
export function ExpandableText({ html, className, lineBreaks, ...props }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = richTextLength(html) > LONG_TEXT || html.trim().split("\n").length > 2 || blocks(html) > 2;
  return (
    <div className={className}>
      <RichText
        {...props}
        id={id}
        html={html}
        lineBreaks={lineBreaks}
        className={cn(!expanded && "line-clamp-2")}
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
