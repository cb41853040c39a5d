import { describe, expect, it, vi } from "vitest";
import { detectWebGL } from "@/features/assets/components/model-viewer/webgl-support";

const canvasWith = (getContext: (kind: string) => unknown) =>
  ({ getContext: vi.fn(getContext) }) as unknown as HTMLCanvasElement;

describe("detectWebGL", () => {
  it("is true with a WebGL 2 context, and releases the probe's context", () => {
    const loseContext = vi.fn();
    const canvas = canvasWith((kind) =>
      kind === "webgl2" ? { getExtension: () => ({ loseContext }) } : null,
    );
    expect(detectWebGL(() => canvas)).toBe(true);
    expect(loseContext).toHaveBeenCalledOnce();
  });

  it("falls back to WebGL 1", () => {
    const canvas = canvasWith((kind) => (kind === "webgl" ? { getExtension: () => null } : null));
    expect(detectWebGL(() => canvas)).toBe(true);
  });

  it("is false where the browser gives no WebGL context (turned off, blocklisted)", () => {
    expect(detectWebGL(() => canvasWith(() => null))).toBe(false);
  });

  it("is false where asking for a context throws", () => {
    const canvas = canvasWith(() => {
      throw new Error("context creation failed");
    });
    expect(detectWebGL(() => canvas)).toBe(false);
  });
});
