// A whole number as en-US writes it, "12,400", without Intl: a page's first Intl number format loads
// the locale's data, ~40 ms of a desktop's main thread and four times that on a phone, for commas.
// Anything but a whole number (a fraction, Infinity) is left to toLocaleString.

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

export function formatCount(value: number | bigint): string {
  if (typeof value === "number" && !Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const text = String(value);
  const digits = text.startsWith("-") ? text.slice(1) : text;
  return `${text.startsWith("-") ? "-" : ""}${digits.replace(GROUPS, ",")}`;
}
