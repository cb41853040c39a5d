import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { DATE_FORMAT, formatDate } from "./format-date.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatDate", () => {
  it("writes MM/DD/YYYY HH:mm:ss zero-padded on a 24-hour clock", () => {
    expect(DATE_FORMAT).toBe("MM/DD/YYYY HH:mm:ss");
    expect(formatDate(new Date(2024, 0, 5, 3, 4, 5))).toBe("01/05/2024 03:04:05");
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59, 999))).toBe("12/31/2026 23:59:59");
  });

  it("uses the viewer's local time", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(formatDate("2026-11-21T20:00:00.000Z")).toBe("11/22/2026 01:30:00");
    process.env.TZ = "UTC";
    expect(formatDate(Date.UTC(2026, 10, 21, 20, 0, 0))).toBe("11/21/2026 20:00:00");
  });

  it.each([null, undefined, "", "not a date", Number.NaN])("shows the placeholder for %j", (value) => {
    expect(formatDate(value)).toBe("--");
  });

  it("always has the format's shape and reads back to the same second", () => {
    process.env.TZ = "UTC";
    const shape = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (date) => {
          const match = shape.exec(formatDate(date));
          expect(match).not.toBeNull();
          const [, month, day, year, hours, minutes, seconds] = (match ?? []).map(Number);
          const readBack = Date.UTC(year!, month! - 1, day, hours, minutes, seconds);
          expect(readBack).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
    );
  });
});
