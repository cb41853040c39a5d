import { PERIODS, type Period } from "@meshlink/domain/constants/browse-options";
import { cn } from "@/lib/cn";

const SIZES = {
  // Small enough for a sidebar's heading row.
  compact: { group: "rounded-lg p-0.5", option: "rounded-md py-1 text-xs" },
  // As tall as the text fields and selects beside it in a toolbar.
  field: { group: "h-11 rounded-xl p-1", option: "rounded-lg text-sm" },
};

type SegmentedChoiceProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size: keyof typeof SIZES;
};

/** One choice among a few, as joined buttons of which one is pressed. */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  size,
}: SegmentedChoiceProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("inline-flex border border-line bg-surface-muted", SIZES[size].group)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "px-3 font-semibold",
            SIZES[size].option,
            value === option.value ? "bg-surface-raised text-fg shadow-sm" : "text-fg-muted hover:text-fg",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

const PERIOD_OPTIONS = PERIODS.map(({ value }) => ({ value, label: value }));

/** The period of a trending or volume sort (spec section 2: 1D, 7D, 30D) in a browse toolbar. */
export function PeriodChoice({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <SegmentedChoice label="Period" options={PERIOD_OPTIONS} value={value} onChange={onChange} size="field" />
  );
}
