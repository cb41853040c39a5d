import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampStepperValue,
  parseStepperInput,
  stepBy,
  stepperValueOnBlur,
  zStepperValue,
  type StepperBounds,
} from "./number-stepper.ts";

const boundsArb: fc.Arbitrary<StepperBounds> = fc
  .tuple(fc.integer({ min: -50, max: 50 }), fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }))
  .map(([min, span]) => (span === undefined ? { min } : { min, max: min + span }));

const within = (value: number, { min = 1, max = Infinity }: StepperBounds) =>
  Number.isInteger(value) && value >= min && value <= max;

describe("parseStepperInput", () => {
  it("resets empty input to 1", () => {
    expect(parseStepperInput("")).toBe(1);
    expect(parseStepperInput("  ", { min: 0, max: 9 })).toBe(1);
  });

  it("reads integers and cuts fractions", () => {
    expect(parseStepperInput("7")).toBe(7);
    expect(parseStepperInput("2.7")).toBe(2);
  });

  it("keeps the value within the bounds", () => {
    expect(parseStepperInput("0")).toBe(1);
    expect(parseStepperInput("50", { max: 10 })).toBe(10);
    expect(parseStepperInput("", { min: 3 })).toBe(3);
  });

  it("always gives an integer within [min, max] for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), boundsArb, (raw, bounds) => {
        expect(within(parseStepperInput(raw, bounds), bounds)).toBe(true);
      }),
    );
  });
});

describe("stepperValueOnBlur", () => {
  it("restores the default when the field was left empty or unreadable", () => {
    expect(stepperValueOnBlur("", 5)).toBe(5);
    expect(stepperValueOnBlur("abc", 5)).toBe(5);
    expect(stepperValueOnBlur("8", 5)).toBe(8);
  });
});

describe("clampStepperValue and stepBy", () => {
  it("stays an integer within bounds and is idempotent", () => {
    fc.assert(
      fc.property(fc.double(), boundsArb, (value, bounds) => {
        const clamped = clampStepperValue(value, bounds);
        expect(within(clamped, bounds)).toBe(true);
        expect(clampStepperValue(clamped, bounds)).toBe(clamped);
      }),
    );
  });

  it("turns infinities and NaN into a bound (found by the property above)", () => {
    expect(clampStepperValue(Number.POSITIVE_INFINITY, { min: 0 })).toBe(0);
    expect(clampStepperValue(Number.POSITIVE_INFINITY, { min: 1, max: 9 })).toBe(9);
    expect(clampStepperValue(Number.NEGATIVE_INFINITY, { min: 2, max: 9 })).toBe(2);
    expect(clampStepperValue(Number.NaN, { min: 3 })).toBe(3);
  });

  it("steps by one and stops at the bounds", () => {
    expect(stepBy(1, -1)).toBe(1);
    expect(stepBy(4, 1, { max: 5 })).toBe(5);
    expect(stepBy(5, 1, { max: 5 })).toBe(5);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -3, max: 3 }), boundsArb, (value, delta, bounds) => {
        expect(within(stepBy(value, delta, bounds), bounds)).toBe(true);
      }),
    );
  });
});

describe("zStepperValue", () => {
  it("accepts integers in [min, max] only", () => {
    const schema = zStepperValue({ max: 3 });
    expect([0, 1, 3, 4, 1.5].map((value) => schema.safeParse(value).success)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
