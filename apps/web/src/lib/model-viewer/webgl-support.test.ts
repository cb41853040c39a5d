import { describe, expect, it, vi } from "vitest";
import { detectGraphics } from "@/lib/model-viewer/webgl-support";

const RENDERER = 0x9246;
type Attributes = { failIfMajorPerformanceCaveat?: boolean };

/** A canvas whose contexts name `renderer`; `slow` makes the browser refuse a fast-only context. */
const canvasFor =
  (renderer: string | null, { slow = false, kinds = ["webgl2", "webgl"], lose = vi.fn() } = {}) =>
  () =>
    ({
      getContext: (kind: string, attributes: Attributes) =>
        !kinds.includes(kind) || (slow && attributes.failIfMajorPerformanceCaveat)
          ? null
          : {
              getExtension: (name: string) =>
                name === "WEBGL_debug_renderer_info"
                  ? renderer === null
                    ? null
                    : { UNMASKED_RENDERER_WEBGL: RENDERER }
                  : name === "WEBGL_lose_context"
                    ? { loseContext: lose }
                    : null,
              getParameter: (parameter: number) => (parameter === RENDERER ? renderer : undefined),
            },
    }) as unknown as HTMLCanvasElement;

describe("detectGraphics", () => {
  it("is hardware for a graphics card's renderer, and releases the probe's context", () => {
    const lose = vi.fn();
    expect(detectGraphics(canvasFor("ANGLE (NVIDIA GeForce RTX 3060)", { lose }))).toBe("hardware");
    expect(lose).toHaveBeenCalledOnce();
  });

  it("is hardware where the browser hides the renderer's name but draws fast", () => {
    expect(detectGraphics(canvasFor(null))).toBe("hardware");
  });

  it("falls back to WebGL 1", () => {
    expect(detectGraphics(canvasFor("Apple M2", { kinds: ["webgl"] }))).toBe("hardware");
  });

  it.each([
    "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
    "llvmpipe (LLVM 15.0.6, 256 bits)",
    "Microsoft Basic Render Driver",
  ])("is software for the CPU renderer %s", (renderer) => {
    expect(detectGraphics(canvasFor(renderer))).toBe("software");
  });

  it("is software where the browser refuses a context without a major performance caveat", () => {
    expect(detectGraphics(canvasFor("", { slow: true }))).toBe("software");
  });

  it("is none where the browser gives no WebGL context (turned off, blocklisted)", () => {
    expect(detectGraphics(canvasFor("x", { kinds: [] }))).toBe("none");
  });

  it("is none where asking for a context throws", () => {
    const canvas = () =>
      ({
        getContext: () => {
          throw new Error("context creation failed");
        },
      }) as unknown as HTMLCanvasElement;
    expect(detectGraphics(canvas)).toBe("none");
  });
});
