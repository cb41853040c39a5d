const UNITS = [
  ["d", 86_400],
  ["h", 3_600],
  ["m", 60],
  ["s", 1],
] as const;

/**
 * The time left until a listing expires, largest unit first, without leading zero units:
 * "6d 23h 59m 12s", "4m 05s", "0s". Seconds are shown so the countdown visibly runs; past times
 * count as zero (the listing has expired).
 */
export function formatCountdown(millisecondsLeft: number): string {
  let seconds = Math.max(0, Math.floor(millisecondsLeft / 1000));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(seconds / size);
    seconds -= value * size;
    if (parts.length === 0 && value === 0 && unit !== "s") continue;
    parts.push(`${parts.length === 0 ? value : String(value).padStart(2, "0")}${unit}`);
  }
  return parts.join(" ");
}
