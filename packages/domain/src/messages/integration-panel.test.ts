import { describe, expect, it } from "vitest";
import { INTEGRATION_PANEL_TEXTS } from "./integration-panel.ts";

describe("INTEGRATION_PANEL_TEXTS", () => {
  it("fills the product name into the invitation", () => {
    expect(INTEGRATION_PANEL_TEXTS.anonymous).toBe("Create a free account and join the MeshLink community!");
  });

  it("leaves no unfilled placeholder in any text", () => {
    expect(Object.values(INTEGRATION_PANEL_TEXTS).filter((text) => text.includes("{"))).toEqual([]);
  });
});
