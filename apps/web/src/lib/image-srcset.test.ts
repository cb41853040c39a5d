import { IMAGE_RENDITION_SIZES } from "@meshlink/domain/constants/image-limits";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { describe, expect, it } from "vitest";
import {
  CARD_IMAGE_LAYOUT,
  LOGO_IMAGE_LAYOUT,
  SLIDE_IMAGE_LAYOUT,
  renditionUrl,
  renditionWidths,
  responsiveImage,
} from "./image-srcset";

const byKey = imageUrl("poster-1.png");

describe("renditionUrl", () => {
  it("asks an image served by key for a width and height", () => {
    expect(renditionUrl(byKey, { width: 384 })).toBe("/api/images/poster-1.png?w=384");
    expect(renditionUrl(byKey, { width: 200.5, height: 100 })).toBe("/api/images/poster-1.png?w=201&h=100");
    expect(renditionUrl(byKey, {})).toBe(byKey);
  });

  it("leaves other URLs as they are", () => {
    expect(renditionUrl("https://example.org/a.png", { width: 384 })).toBe("https://example.org/a.png");
    expect(renditionUrl("data:image/png;base64,AA", { width: 384 })).toBe("data:image/png;base64,AA");
    expect(renditionUrl(`${byKey}?w=64`, { width: 384 })).toBe(`${byKey}?w=64`);
  });
});

describe("responsiveImage", () => {
  it("offers the card widths the server renders, and a plain src of one of them", () => {
    const image = responsiveImage(byKey, CARD_IMAGE_LAYOUT);
    expect(image.src).toBe("/api/images/poster-1.png?w=384");
    expect(image.sizes).toBe(CARD_IMAGE_LAYOUT.sizes);
    const candidates = image.srcSet?.split(", ") ?? [];
    expect(candidates).toEqual([
      "/api/images/poster-1.png?w=192 192w",
      "/api/images/poster-1.png?w=256 256w",
      "/api/images/poster-1.png?w=384 384w",
      "/api/images/poster-1.png?w=512 512w",
      "/api/images/poster-1.png?w=768 768w",
    ]);
    // No candidate is the full-size upload.
    expect(candidates.every((candidate) => candidate.includes("?w="))).toBe(true);
  });

  it("keeps a missing image missing and another URL without srcset", () => {
    expect(responsiveImage(null, CARD_IMAGE_LAYOUT)).toEqual({ src: null });
    expect(responsiveImage("", CARD_IMAGE_LAYOUT)).toEqual({ src: null });
    expect(responsiveImage("https://example.org/a.png", CARD_IMAGE_LAYOUT)).toEqual({
      src: "https://example.org/a.png",
    });
  });

  it("offers only sizes the server makes, for every layout", () => {
    const served = new Set<number>(IMAGE_RENDITION_SIZES);
    for (const layout of [CARD_IMAGE_LAYOUT, LOGO_IMAGE_LAYOUT, SLIDE_IMAGE_LAYOUT]) {
      expect(layout.widths.length).toBeGreaterThan(0);
      expect(layout.widths.every((width) => served.has(width))).toBe(true);
      expect(served.has(layout.fallbackWidth)).toBe(true);
    }
    expect(renditionWidths(100, 300)).toEqual([128, 192, 256]);
  });
});
