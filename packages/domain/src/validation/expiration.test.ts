import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPIRATION_CHOICES, HOUR_MS, NO_EXPIRY_CHOICE_INDEX } from "../constants/expiration-choices.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { zExpirationInput } from "./expiration.ts";
import {
  DEFAULT_EXPIRATION_INPUT,
  expirationFromHours,
  expirationInputFromStored,
  isExpirationPassed,
  resolveExpiration,
} from "../rules/expiration.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const schema = zExpirationInput(() => now);

describe("expiration choices", () => {
  it("offers the nine spec durations with no expiry at index 8", () => {
    expect(EXPIRATION_CHOICES.map((choice) => choice.hours)).toEqual([1, 6, 24, 72, 168, 672, 2016, 4032, 0]);
    expect(EXPIRATION_CHOICES[NO_EXPIRY_CHOICE_INDEX]?.hours).toBe(0);
  });

  it("defaults to the first choice, one hour ahead", () => {
    expect(resolveExpiration(DEFAULT_EXPIRATION_INPUT, now)).toEqual(new Date("2026-11-21T13:00:00.000Z"));
  });
});

describe("expirationFromHours", () => {
  it("returns null for 0 hours (no expiry)", () => {
    expect(expirationFromHours(0, now)).toBeNull();
  });

  it("adds exactly the given hours to now", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (hours) => {
        expect(expirationFromHours(hours, now)?.getTime()).toBe(now.getTime() + hours * HOUR_MS);
      }),
    );
  });
});

describe("resolveExpiration", () => {
  it("maps each choice to now plus its hours, and index 8 to null", () => {
    expect(resolveExpiration({ kind: "choice", index: 5 }, now)).toEqual(
      new Date("2026-12-19T12:00:00.000Z"),
    );
    expect(resolveExpiration({ kind: "choice", index: 8 }, now)).toBeNull();
  });

  it("keeps a custom date as chosen", () => {
    const date = new Date("2027-01-01T00:00:00.000Z");
    expect(resolveExpiration({ kind: "custom", date }, now)).toBe(date);
  });
});

describe("zExpirationInput", () => {
  it("accepts a custom date now or later, given as text", () => {
    expect(schema.parse({ kind: "custom", date: "2026-11-21T12:00:00.000Z" })).toEqual({
      kind: "custom",
      date: now,
    });
    expect(schema.safeParse({ kind: "custom", date: "2027-05-01T10:00:00Z" }).success).toBe(true);
  });

  it("rejects a custom date in the past with the spec message", () => {
    const result = schema.safeParse({ kind: "custom", date: "2026-11-21T11:59:59.000Z" });
    expect(result.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.dateInPast);
  });

  it("accepts choice indexes 0..8 only", () => {
    expect(schema.safeParse({ kind: "choice", index: 8 }).success).toBe(true);
    expect(schema.safeParse({ kind: "choice", index: 9 }).success).toBe(false);
    expect(schema.safeParse({ kind: "choice", index: -1 }).success).toBe(false);
  });
});

describe("expirationInputFromStored", () => {
  it("maps a null expiration back to choice index 8", () => {
    expect(expirationInputFromStored(null)).toEqual({ kind: "choice", index: 8 });
  });

  it("maps a stored date to a custom value", () => {
    expect(expirationInputFromStored("2027-01-01T00:00:00.000Z")).toEqual({
      kind: "custom",
      date: new Date("2027-01-01T00:00:00.000Z"),
    });
  });
});

describe("isExpirationPassed", () => {
  it("never passes without an expiration and passes from the expiry instant on", () => {
    expect(isExpirationPassed(null, now)).toBe(false);
    expect(isExpirationPassed(new Date(now.getTime() + 1), now)).toBe(false);
    expect(isExpirationPassed(now, now)).toBe(true);
  });
});
