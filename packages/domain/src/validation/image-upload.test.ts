import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES } from "../constants/image-limits.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { imageProblems, isImageSizeAllowed, ZImageFile } from "./image-upload.ts";

const png = { name: "a.png", type: "image/png", size: 1000 };

describe("imageProblems", () => {
  it("accepts every allowed type up to exactly 8,000,000 bytes", () => {
    for (const type of IMAGE_ALLOWED_TYPES)
      expect(imageProblems({ type, size: IMAGE_MAX_BYTES })).toEqual([]);
  });

  it("reports size alone, type alone, or both", () => {
    expect(imageProblems({ type: "image/png", size: 8_000_001 })).toEqual([
      VALIDATION_MESSAGES.imageTooLarge,
    ]);
    expect(imageProblems({ type: "image/bmp", size: 10 })).toEqual([
      VALIDATION_MESSAGES.imageTypeNotSupported,
    ]);
    expect(imageProblems({ type: "", size: 9_000_000 })).toEqual([
      VALIDATION_MESSAGES.imageTooLarge,
      VALIDATION_MESSAGES.imageTypeNotSupported,
    ]);
  });

  it("allows a size exactly when it is at most the limit", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 * IMAGE_MAX_BYTES }), (size) => {
        expect(isImageSizeAllowed(size)).toBe(size <= 8_000_000);
      }),
    );
  });
});

describe("ZImageFile", () => {
  it("passes a valid image through unchanged", () => {
    expect(ZImageFile.parse(png)).toBe(png);
  });

  it("reports both problems of a large unsupported file", () => {
    const messages = ZImageFile.safeParse({ ...png, type: "image/tiff", size: 9e6 }).error?.issues.map(
      (issue) => issue.message,
    );
    expect(messages).toEqual([VALIDATION_MESSAGES.imageTooLarge, VALIDATION_MESSAGES.imageTypeNotSupported]);
  });

  it("rejects something that is not a file", () => {
    expect(ZImageFile.safeParse("a.png").success).toBe(false);
  });
});
