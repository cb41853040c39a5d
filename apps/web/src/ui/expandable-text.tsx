import { useId, useState } from "react";
import { cn } from "@/lib/cn";

// Two lines hold roughly this many characters in the narrowest layout; longer text gets the toggle.
const LONG_TEXT = 140;

type ExpandableTextProps = { text: string; className?: string };

/** Spec section 2: text clamped to two lines with a show more / show less toggle when it is long. */
export function ExpandableText({ text, className }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > LONG_TEXT || text.split("\n").length > 2;
  return (
    <div className={className}>
      <p id={id} className={cn("break-words whitespace-pre-line", !expanded && "line-clamp-2")}>
        {text}
      </p>
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
