import { describe, expect, it } from "vitest";
import { formatCountdown } from "@/features/assets/format-countdown";

const at = (days: number, hours: number, minutes: number, seconds: number) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe("formatCountdown", () => {
  it.each([
    [at(6, 23, 59, 12), "6d 23h 59m 12s"],
    [at(1, 0, 0, 0), "1d 00h 00m 00s"],
    [at(0, 3, 7, 9), "3h 07m 09s"],
    [at(0, 0, 4, 5), "4m 05s"],
    [at(0, 0, 0, 9) + 999, "9s"],
    [0, "0s"],
    [-5_000, "0s"],
    [at(400, 0, 0, 1), "400d 00h 00m 01s"],
  ])("%d ms left reads %s", (left, text) => {
    expect(formatCountdown(left)).toBe(text);
  });
});
