import type { ReactNode } from "react";

/**
 * One titled section of the filter sidebar (spec section 2 "Browse"), a fieldset for its choices.
 * min-w-0: a fieldset is as wide as its widest choice unless told otherwise, and a chain's name
 * with its "Coming soon" badge is wider than the desktop sidebar, which then cut off the counts.
 */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
