import { MISSING_VALUE } from "../constants/placeholders.ts";

// Spec section 9. Written out by hand so the domain package needs no date library; the web's dayjs
// format string is the same text.
export const DATE_FORMAT = "MM/DD/YYYY HH:mm:ss";

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

// Local time, 24-hour clock, zero-padded. A missing or unparsable date shows the "--" placeholder
// instead of "NaN/NaN/NaN".
export const formatDate = (date: Date | string | number | null | undefined): string => {
  if (date === null || date === undefined || date === "") return MISSING_VALUE;
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return MISSING_VALUE;
  const day = `${pad(value.getMonth() + 1)}/${pad(value.getDate())}/${pad(value.getFullYear(), 4)}`;
  const time = `${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  return `${day} ${time}`;
};
