import { describe, expect, it } from "vitest";
import { fitsProfileImage } from "@meshlink/domain/user-settings.types";
import { croppedSize } from "@/features/settings/crop-image";

describe("croppedSize", () => {
  it("keeps the crop's width and makes the height from the exact aspect", () => {
    expect(croppedSize("banner", { x: 0, y: 0, width: 1399.6, height: 199.4 })).toEqual({
      width: 1400,
      height: 200,
    });
    expect(croppedSize("avatar", { x: 3, y: 4, width: 300.2, height: 299.7 })).toEqual({
      width: 300,
      height: 300,
    });
  });

  it("draws large crops no wider than each kind's maximum", () => {
    expect(croppedSize("avatar", { x: 0, y: 0, width: 4000, height: 4000 })).toEqual({
      width: 1024,
      height: 1024,
    });
    expect(croppedSize("banner", { x: 0, y: 0, width: 7000, height: 1000 })).toEqual({
      width: 2100,
      height: 300,
    });
  });

  it("always answers a size the server accepts for its kind", () => {
    for (const width of [3, 7, 50, 333, 1001, 2047, 5000]) {
      expect(
        fitsProfileImage("banner", croppedSize("banner", { x: 0, y: 0, width, height: width / 7 })),
      ).toBe(true);
    }
  });
});
