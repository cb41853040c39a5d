import {
  EXPIRATION_CHOICES,
  HOUR_MS,
  NO_EXPIRY_CHOICE_INDEX,
  NO_EXPIRY_HOURS,
} from "../constants/expiration-choices.ts";

// Spec sections 4/5/9: a listing expires at a date, or never (null). The form picks one of nine
// durations by index, or a custom date which may not lie in the past (validation/expiration.ts).
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The form value: a choice of the dropdown by its index, or a custom date and time. */
export type ExpirationInput = { kind: "choice"; index: number } | { kind: "custom"; date: Date };

// 0 hours is "no expiry", so it yields null rather than `now`.
export const expirationFromHours = (hours: number, now: Date): Date | null =>
  hours === NO_EXPIRY_HOURS ? null : new Date(now.getTime() + hours * HOUR_MS);

export const isDateInPast = (date: Date, now: Date): boolean => date.getTime() < now.getTime();

// A listing with no expiration never expires; otherwise it is expired from the expiry instant on.
export const isExpirationPassed = (expiration: Date | null, now: Date): boolean =>
  expiration !== null && expiration.getTime() <= now.getTime();

export const DEFAULT_EXPIRATION_INPUT: ExpirationInput = { kind: "choice", index: 0 };

// The absolute expiration to store: a date, or null for "no expiry".
export const resolveExpiration = (input: ExpirationInput, now: Date): Date | null => {
  if (input.kind === "custom") return input.date;
  const choice = EXPIRATION_CHOICES[input.index];
  if (!choice) throw new RangeError(`No expiration choice at index ${input.index}`);
  return expirationFromHours(choice.hours, now);
};

// Opening "Edit listing": a listing without expiration shows the ninth choice ("no expiry"); one
// with a date shows that date as a custom value, since the original duration is not stored.
export const expirationInputFromStored = (stored: Date | string | null): ExpirationInput =>
  stored === null
    ? { kind: "choice", index: NO_EXPIRY_CHOICE_INDEX }
    : { kind: "custom", date: new Date(stored) };
