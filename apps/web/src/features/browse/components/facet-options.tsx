import type { CappedCount } from "@meshlink/domain/browse-api.types";
import type { ReactNode } from "react";
import { formatCappedCount } from "@/features/browse/state/facet-count";
import { cn } from "@/lib/cn";

const countWords = (count: CappedCount) =>
  `${formatCappedCount(count)} ${count.count === 1 && !count.capped ? "asset" : "assets"}`;

type FacetOption<T> = {
  value: T;
  label: string;
  /** Undefined while the counts load (or for a section the server does not count). */
  count?: CappedCount;
  disabled?: boolean;
  /** A logo or mark shown before the label. */
  icon?: ReactNode;
  /** A marker shown after the label (a chain that is coming soon). */
  badge?: ReactNode;
};

type FacetOptionsProps<T> = {
  name: string;
  type: "checkbox" | "radio";
  options: readonly FacetOption<T>[];
  isChecked: (value: T) => boolean;
  onToggle: (value: T) => void;
};

/**
 * A sidebar section's choices, each with how many assets choosing it would leave. An option that
 * would leave none is dimmed, as the big marketplaces do, but stays focusable and named with its
 * count: a screen reader hears "Horror (0 assets)" and a keyboard can still pick it.
 */
export function FacetOptions<T extends string | number>({
  name,
  type,
  options,
  isChecked,
  onToggle,
}: FacetOptionsProps<T>) {
  return (
    <ul className="flex flex-col gap-0.5">
      {options.map((option) => {
        const empty = option.count?.count === 0;
        return (
          <li key={String(option.value)}>
            <label
              data-empty={empty ? "" : undefined}
              className={cn(
                "flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm hover:bg-surface-muted",
                empty && "opacity-50",
                option.disabled && "cursor-not-allowed opacity-40 hover:bg-transparent",
              )}
            >
              <input
                type={type}
                name={name}
                value={String(option.value)}
                checked={isChecked(option.value)}
                disabled={option.disabled}
                aria-label={option.count ? `${option.label} (${countWords(option.count)})` : undefined}
                onChange={() => onToggle(option.value)}
                className="size-4 shrink-0 accent-indigo-600"
              />
              {option.icon}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.badge}
              {option.count ? (
                <span aria-hidden="true" className="shrink-0 text-xs text-fg-muted tabular-nums">
                  {formatCappedCount(option.count)}
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
