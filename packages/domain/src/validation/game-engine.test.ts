import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { engineFromOption, manualEngine, ZListingEngines } from "./game-engine.ts";

const unity = engineFromOption({ id: "e1", name: "Unity" });

describe("ZListingEngines", () => {
  it.each([[], undefined])("requires at least one engine (%j)", (value) => {
    expect(ZListingEngines.safeParse(value).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.noGameEngine);
  });

  it("accepts listed engines and manual entries with a free name", () => {
    expect(ZListingEngines.parse([unity, manualEngine(" Godot ")])).toEqual([
      { engineId: "e1", name: "Unity" },
      { engineId: null, name: "Godot" },
    ]);
  });

  it("requires a name for a manual entry", () => {
    expect(ZListingEngines.safeParse([manualEngine("  ")]).error?.issues[0]?.message).toBe(
      "Engine name is required",
    );
  });

  it("drops an engine chosen twice, keeping the first", () => {
    expect(ZListingEngines.parse([unity, manualEngine("unity"), unity])).toEqual([unity]);
  });
});
