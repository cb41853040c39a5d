import type { ReactNode } from "react";

/** One titled section of the filter sidebar (spec section 2 "Browse"), a fieldset for its choices. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
