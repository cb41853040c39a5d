import { IMAGE_RENDITION_SIZES } from "@meshlink/domain/constants/image-limits";
import { describe, expect, test } from "vitest";
import { bucketedRenditionSize, snapToRenditionSize } from "./image-rendition-size.ts";

describe("rendition size buckets", () => {
  test("rounds a size up to the next bucket and keeps a bucket size as it is", () => {
    expect([1, 32, 33, 100, 128, 129, 1025, 2047, 2048].map(snapToRenditionSize)).toEqual([
      32, 32, 64, 128, 128, 192, 1536, 2048, 2048,
    ]);
  });

  test("maps every size from 1 to 2048 to one of the documented buckets, never below the size", () => {
    const served = new Set<number>();
    for (let size = 1; size <= 2048; size += 1) {
      const bucket = snapToRenditionSize(size);
      expect(bucket).toBeGreaterThanOrEqual(size);
      served.add(bucket);
    }
    expect([...served]).toEqual([...IMAGE_RENDITION_SIZES]);
  });

  test("rounds each side on its own and leaves an unset side unset", () => {
    expect(bucketedRenditionSize({ width: 300 })).toEqual({ width: 384, height: undefined });
    expect(bucketedRenditionSize({ width: 50, height: 700 })).toEqual({ width: 64, height: 768 });
    expect(bucketedRenditionSize({})).toEqual({ width: undefined, height: undefined });
  });
});
