import { EXTRA_VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import {
  isFloorPriceInputAccepted,
  normaliseFloorPriceRange,
  ZFloorPriceRange,
} from "@meshlink/domain/validation/floor-price";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { inputClasses } from "@/ui/text-field";

// A price is a listing's integration royalty in percent (spec section 3 "Listing"), so no bound
// above 100 can match; the spec gives no wording for it, so this one is ours.
const ABOVE_HUNDRED = "Floor price cannot be more than 100.";

type Range = { min: number | undefined; max: number | undefined };

const text = (value: number | undefined) => (value === undefined ? "" : String(value));
const twoDecimals = (value: number | undefined) =>
  value === undefined ? undefined : Math.round(value * 100) / 100;

/**
 * Floor Price (spec section 2 "Browse", section 5 "Floor price inputs numeric, minimum 0"): a min and
 * a max box in percent, applied together. Keys that would make the box non-numeric are refused as
 * typed; min above max is swapped on Apply, since that is what was meant.
 */
export function FloorPriceFilter({ value, onApply }: { value: Range; onApply: (range: Range) => void }) {
  const id = useId();
  const [min, setMin] = useState(text(value.min));
  const [max, setMax] = useState(text(value.max));
  const [error, setError] = useState<string | null>(null);
  // The URL changed from elsewhere (back button, Clear all): the boxes show what now applies.
  const [shown, setShown] = useState(value);
  if (shown.min !== value.min || shown.max !== value.max) {
    setShown(value);
    setMin(text(value.min));
    setMax(text(value.max));
    setError(null);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFloorPriceRange.safeParse({ min, max });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? EXTRA_VALIDATION_MESSAGES.notANumber);
    const range = normaliseFloorPriceRange(parsed.data);
    if ((range.min ?? 0) > 100 || (range.max ?? 0) > 100) return setError(ABOVE_HUNDRED);
    setError(null);
    onApply({ min: twoDecimals(range.min), max: twoDecimals(range.max) });
  };
  const box = (label: string, current: string, set: (next: string) => void) => (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      placeholder={label}
      value={current}
      maxLength={6}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => {
        if (isFloorPriceInputAccepted(event.target.value)) set(event.target.value);
      }}
      className={`${inputClasses} h-9 min-w-0 px-2`}
    />
  );

  return (
    <form onSubmit={apply} noValidate className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {box("Min", min, setMin)}
        <span className="text-sm text-fg-muted">to</span>
        {box("Max", max, setMax)}
        <span className="text-sm text-fg-muted" aria-hidden="true">
          %
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm">
        Apply
      </Button>
    </form>
  );
}
