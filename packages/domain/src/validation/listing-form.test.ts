import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { editListingDefaults, toListingDetails, zListingDetails, zListingForm } from "./listing-form.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const clock = () => now;

const form = {
  engines: [{ engineId: "e1", name: "Unity" }],
  royalty: "12.34",
  expiration: { kind: "choice", index: 2 },
  technicalDescription: { short: { rigged: true, polyCount: "5k" }, extended: "", about: "" },
  archive: { name: "src.zip", type: "application/zip", size: 10 },
  previewModel: { name: "m.glb", type: "", size: 10 },
};

const messagesByField = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("zListingForm", () => {
  it("accepts a complete new listing", () => {
    expect(zListingForm("create", clock).safeParse(form).success).toBe(true);
  });

  it("reports each spec message on its field", () => {
    const result = zListingForm("create", clock).safeParse({
      engines: [],
      royalty: "0",
      expiration: { kind: "custom", date: "2020-01-01T00:00:00Z" },
      technicalDescription: { short: { polyCount: "" } },
    });
    expect(messagesByField(result)).toEqual({
      engines: VALIDATION_MESSAGES.noGameEngine,
      royalty: VALIDATION_MESSAGES.royaltyNotPositive,
      "expiration.date": VALIDATION_MESSAGES.dateInPast,
      "technicalDescription.short.polyCount": VALIDATION_MESSAGES.noPolygonCount,
      archive: VALIDATION_MESSAGES.noAssetFiles,
      previewModel: VALIDATION_MESSAGES.noPreviewModel,
    });
  });

  it("lets an edit leave the files out", () => {
    const { archive: _archive, previewModel: _previewModel, ...edit } = form;
    expect(zListingForm("edit", clock).safeParse(edit).success).toBe(true);
    expect(zListingForm("create", clock).safeParse(edit).success).toBe(false);
  });
});

describe("toListingDetails", () => {
  it("stores the royalty times 100 and resolves the expiration choice", () => {
    const details = toListingDetails(zListingForm("create", clock).parse(form), now);
    expect(details.price).toBe(1234);
    expect(details.expiration).toEqual(new Date("2026-11-22T12:00:00.000Z"));
    expect(zListingDetails(clock).parse(details)).toEqual(details);
  });

  it("resolves the no-expiry choice to null", () => {
    const parsed = zListingForm("create", clock).parse({ ...form, expiration: { kind: "choice", index: 8 } });
    expect(toListingDetails(parsed, now).expiration).toBeNull();
  });
});

describe("zListingDetails", () => {
  it("rejects a past expiration and a price outside 1..9999", () => {
    const result = zListingDetails(clock).safeParse({
      price: 10000,
      expiration: "2026-11-21T11:00:00Z",
      engines: form.engines,
      technicalDescription: form.technicalDescription,
    });
    expect(Object.keys(messagesByField(result)).sort()).toEqual(["expiration", "price"]);
  });
});

describe("editListingDefaults", () => {
  const technical = {
    short: { rigged: true, animations: false, textures: true, polyCount: "12k" },
    extended: "Quads",
    about: "",
  };

  it("opens on the listing's engines, royalty percent, date and the asset's description", () => {
    const defaults = editListingDefaults(
      { engines: [{ engineId: "e1", name: "Unity" }], price: 1250, expiration: "2026-11-30T10:00:00.000Z" },
      technical,
    );
    expect(defaults).toEqual({
      engines: [{ engineId: "e1", name: "Unity" }],
      royalty: "12.5",
      expiration: { kind: "custom", date: new Date("2026-11-30T10:00:00.000Z") },
      technicalDescription: technical,
    });
    expect(zListingForm("edit", clock).safeParse(defaults).success).toBe(true);
  });

  it("shows no expiry as the no-expiry choice and an empty description when there is none", () => {
    const defaults = editListingDefaults({ engines: [], price: 1, expiration: null }, null);
    expect(defaults.royalty).toBe("0.01");
    expect(defaults.expiration).toEqual({ kind: "choice", index: 8 });
    expect(defaults.technicalDescription.short).toEqual({
      rigged: false,
      animations: false,
      textures: false,
      polyCount: "",
    });
  });

  it("copies the engines so editing the form leaves the listing alone", () => {
    const engines = [{ engineId: null, name: "Mine" }];
    const defaults = editListingDefaults({ engines, price: 100, expiration: null }, null);
    defaults.engines[0]!.name = "Changed";
    expect(engines[0]!.name).toBe("Mine");
  });
});
