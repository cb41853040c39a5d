import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** A grid card: raised, rounded, ringed while its link has the focus and lifted on hover. */
export function CardFrame({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md",
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The card's name, a link stretched over the whole card so that any click on it opens the page. */
export function CardTitleLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h3 className={cn("truncate font-semibold", className)}>
      <Link to={to} className="outline-none after:absolute after:inset-0">
        {children}
      </Link>
    </h3>
  );
}

const STATS_LAYOUTS = {
  // One stat a line, its value at the right.
  rows: { list: "mt-2 grid gap-0.5", entry: "flex justify-between gap-2" },
  // Four stats side by side, each value under its label.
  columns: { list: "grid grid-cols-4 gap-1", entry: "min-w-0" },
};

/** The figures at the foot of a card, each a label and its value. */
export function CardStats({
  stats,
  layout,
}: {
  stats: readonly (readonly [string, string | number])[];
  layout: keyof typeof STATS_LAYOUTS;
}) {
  return (
    <dl className={cn(STATS_LAYOUTS[layout].list, "text-xs")}>
      {stats.map(([label, value]) => (
        <div key={label} className={STATS_LAYOUTS[layout].entry}>
          <dt className="text-fg-muted">{label}</dt>
          <dd className="truncate font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
