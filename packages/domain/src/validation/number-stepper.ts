import { z } from "zod";

// Spec section 5 "Number stepper" (token supply, quantities): integers only, minimum 1 unless the
// caller sets another, optional maximum. Empty input resets to 1; losing focus restores the default.
export const STEPPER_DEFAULT_MIN = 1;
const STEPPER_EMPTY_VALUE = 1;

export type StepperBounds = { min?: number; max?: number };

const boundsOf = ({ min = STEPPER_DEFAULT_MIN, max = Number.POSITIVE_INFINITY }: StepperBounds) => {
  const low = Math.ceil(min);
  // A maximum below the minimum would leave no valid value; the minimum wins.
  return { low, high: Math.max(low, Math.floor(max)) };
};

// Any number to a whole number inside the bounds. Fractions are cut toward zero ("2.7" means 2),
// NaN becomes the minimum.
export const clampStepperValue = (value: number, bounds: StepperBounds = {}): number => {
  const { low, high } = boundsOf(bounds);
  // NaN and -Infinity fall to the minimum; +Infinity to the maximum, or the minimum when unbounded,
  // so the result is always a whole number inside the bounds.
  if (!Number.isFinite(value))
    return value === Number.POSITIVE_INFINITY && Number.isFinite(high) ? high : low;
  return Math.min(high, Math.max(low, Math.trunc(value)));
};

// A keystroke in the field. Empty or unreadable text resets to 1 (kept inside the bounds).
export const parseStepperInput = (raw: string, bounds: StepperBounds = {}): number => {
  const text = raw.trim();
  const value = text === "" ? Number.NaN : Number(text);
  return clampStepperValue(Number.isNaN(value) ? STEPPER_EMPTY_VALUE : value, bounds);
};

// Leaving the field: an empty or unreadable entry goes back to the stepper's default value.
export const stepperValueOnBlur = (raw: string, defaultValue: number, bounds: StepperBounds = {}): number => {
  const text = raw.trim();
  if (text === "" || Number.isNaN(Number(text))) return clampStepperValue(defaultValue, bounds);
  return parseStepperInput(text, bounds);
};

// The + and - buttons.
export const stepBy = (value: number, delta: number, bounds: StepperBounds = {}): number =>
  clampStepperValue(clampStepperValue(value, bounds) + delta, bounds);

export const zStepperValue = (bounds: StepperBounds = {}) => {
  const { low, high } = boundsOf(bounds);
  return z.number().int().min(low).max(high);
};
