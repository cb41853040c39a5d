import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import {
  parseTechnicalDescription,
  serializeTechnicalDescription,
  ZTechnicalDescription,
  ZTechnicalShort,
} from "./technical-description.ts";

const valid = {
  short: { rigged: true, animations: false, textures: true, polyCount: "12k" },
  extended: "<p>LODs included</p>",
  about: "",
};

describe("ZTechnicalShort", () => {
  it("defaults unchecked boxes to false", () => {
    expect(ZTechnicalShort.parse({ polyCount: "900" })).toEqual({
      rigged: false,
      animations: false,
      textures: false,
      polyCount: "900",
    });
  });

  it.each([{}, { polyCount: "" }, { polyCount: "  " }])("requires a polygon count (%j)", (input) => {
    expect(ZTechnicalShort.safeParse(input).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.noPolygonCount,
    );
  });
});

describe("ZTechnicalDescription", () => {
  it("accepts the short part with extended and about texts", () => {
    expect(ZTechnicalDescription.parse(valid)).toEqual(valid);
  });

  it("rejects an extended text over the rich text limit", () => {
    expect(ZTechnicalDescription.safeParse({ ...valid, extended: "a".repeat(4001) }).success).toBe(false);
  });
});

describe("parse/serialize technical description", () => {
  it("round-trips through the stored JSON text", () => {
    const parsed = ZTechnicalDescription.parse(valid);
    expect(parseTechnicalDescription(serializeTechnicalDescription(parsed))).toEqual(parsed);
  });

  it.each([null, "", "not json", '{"short":{}}'])("gives null for unusable stored text %j", (text) => {
    expect(parseTechnicalDescription(text)).toBeNull();
  });
});
