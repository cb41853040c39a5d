import {
  clampStepperValue,
  parseStepperInput,
  stepBy,
  stepperValueOnBlur,
  STEPPER_DEFAULT_MIN,
  type StepperBounds,
} from "@meshlink/domain/validation/number-stepper";
import { useState, type Ref } from "react";
import { cn } from "@/lib/cn";
import { inputClasses } from "@/ui/text-field";

type NumberStepperProps = StepperBounds & {
  id: string;
  value: number;
  onChange: (value: number) => void;
  /** What losing focus with an empty entry restores. */
  defaultValue?: number;
  disabled?: boolean;
  label: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/** Spec section 5: integers only, minimum 1 unless set, optional maximum; empty → 1; blur → default. */
export function NumberStepper({
  id,
  value,
  onChange,
  defaultValue = STEPPER_DEFAULT_MIN,
  disabled,
  label,
  ref,
  onBlur,
  ...bounds
}: NumberStepperProps) {
  const [text, setText] = useState(String(value));
  // The value changed from outside (the buttons, a reset): show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const bound = { min: bounds.min, max: bounds.max };
  const atMin = value <= clampStepperValue(-Infinity, bound);
  const atMax = bound.max !== undefined && value >= clampStepperValue(bound.max, bound);
  const button =
    "grid size-11 shrink-0 place-items-center rounded-xl border border-line bg-surface-raised text-lg font-semibold " +
    "hover:border-indigo-400 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-indigo-500";

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={`Decrease ${label}`}
        disabled={disabled || atMin}
        onClick={() => onChange(stepBy(value, -1, bound))}
      >
        −
      </button>
      <div className="w-24">
        <input
          id={id}
          ref={ref}
          inputMode="numeric"
          className={cn(inputClasses, "text-center")}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseStepperInput(event.target.value, bound));
          }}
          onBlur={() => {
            const next = stepperValueOnBlur(text, defaultValue, bound);
            setText(String(next));
            onChange(next);
            onBlur?.();
          }}
        />
      </div>
      <button
        type="button"
        className={button}
        aria-label={`Increase ${label}`}
        disabled={disabled || atMax}
        onClick={() => onChange(stepBy(value, 1, bound))}
      >
        +
      </button>
    </div>
  );
}
