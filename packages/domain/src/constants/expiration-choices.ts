// Spec section 9: the listing modal offers nine fixed durations plus a custom date/time.
export const HOUR_MS = 60 * 60 * 1000;

// 0 hours means "no expiry"; it is the ninth choice and also what a listing with a null expiration
// maps back to when the edit form is opened.
export const EXPIRATION_CHOICES = [
  { hours: 1, label: "1 hour" },
  { hours: 6, label: "6 hours" },
  { hours: 24, label: "1 day" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "7 days" },
  { hours: 672, label: "1 month" },
  { hours: 2016, label: "3 months" },
  { hours: 4032, label: "6 months" },
  { hours: 0, label: "No expiry" },
] as const;

export const NO_EXPIRY_HOURS = 0;
export const NO_EXPIRY_CHOICE_INDEX = 8;
// "Default is the first choice, 1 hour ahead."
export const DEFAULT_EXPIRATION_CHOICE_INDEX = 0;

// The tenth entry of the dropdown: the user picks a date and time instead of a duration.
export const CUSTOM_EXPIRATION_OPTION = { value: "custom", label: "Custom" } as const;
