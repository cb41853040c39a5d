import { PERIODS, type Period } from "@meshlink/domain/constants/browse-options";
import { cn } from "@/lib/cn";

/** Spec section 2 period selector (1D, 7D, 30D): one pressed button at a time. */
export function PeriodSelector({
  value,
  onChange,
  label,
}: {
  value: Period;
  onChange: (period: Period) => void;
  label: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-xl border border-line bg-surface-raised p-0.5"
    >
      {PERIODS.map((period) => (
        <button
          key={period.value}
          type="button"
          aria-pressed={period.value === value}
          onClick={() => onChange(period.value)}
          className={cn(
            "rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
            period.value === value ? "bg-indigo-600 text-white" : "text-fg-muted hover:text-fg",
          )}
        >
          {period.value}
        </button>
      ))}
    </div>
  );
}
