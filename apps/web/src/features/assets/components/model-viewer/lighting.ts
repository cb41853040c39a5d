/**
 * Environment lighting the visitor can choose. "neutral" and "legacy" are model-viewer's own
 * lighting, generated in the browser (a soft studio room, and the brighter, harder one of its
 * earlier versions). Daylight and sunset are small sky images drawn here on a canvas: a glb is
 * lit by its environment image, and an LDR image lights well enough to judge a model outdoors
 * without downloading an HDR file from anywhere.
 */
export type LightingId = "studio" | "legacy" | "daylight" | "sunset";

type Sky = {
  zenith: string;
  horizon: string;
  ground: string;
  nadir: string;
  sun: { x: number; y: number; color: string };
};
type Lighting = { id: LightingId; label: string; exposure: number; environment: "neutral" | "legacy" | Sky };

export const LIGHTINGS: readonly Lighting[] = [
  { id: "studio", label: "Studio", exposure: 1, environment: "neutral" },
  { id: "legacy", label: "Studio (classic)", exposure: 1, environment: "legacy" },
  {
    id: "daylight",
    label: "Daylight",
    exposure: 1,
    environment: {
      zenith: "#3d7fd6",
      horizon: "#dfeefc",
      ground: "#8a8470",
      nadir: "#3b3a33",
      sun: { x: 0.3, y: 0.22, color: "#fffbe8" },
    },
  },
  {
    id: "sunset",
    label: "Sunset",
    exposure: 1.1,
    environment: {
      zenith: "#27325e",
      horizon: "#ff9a4d",
      ground: "#4a3328",
      nadir: "#161011",
      sun: { x: 0.7, y: 0.46, color: "#ffd9a0" },
    },
  },
];

const skies = new Map<LightingId, Promise<string>>();

/** The environment-image attribute for a lighting: a keyword, or a blob: URL of its sky. */
export function environmentImage(id: LightingId): Promise<string> {
  const lighting = LIGHTINGS.find((entry) => entry.id === id) ?? LIGHTINGS[0]!;
  const { environment } = lighting;
  if (typeof environment === "string") return Promise.resolve(environment);
  let sky = skies.get(lighting.id);
  if (!sky) {
    sky = drawSky(environment);
    skies.set(lighting.id, sky);
  }
  return sky;
}

/** An equirectangular sky (longitude across, zenith at the top) with a soft sun, as a PNG. */
function drawSky(sky: Sky): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = 512;
  canvas.height = 256;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve("neutral");
  const gradient = context.createLinearGradient(0, 0, 0, canvas.height);
  gradient.addColorStop(0, sky.zenith);
  gradient.addColorStop(0.49, sky.horizon);
  gradient.addColorStop(0.51, sky.ground);
  gradient.addColorStop(1, sky.nadir);
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const x = sky.sun.x * canvas.width;
  const y = sky.sun.y * canvas.height;
  const sun = context.createRadialGradient(x, y, 0, x, y, 40);
  sun.addColorStop(0, sky.sun.color);
  sun.addColorStop(0.25, sky.sun.color);
  sun.addColorStop(1, "rgba(255, 255, 255, 0)");
  context.fillStyle = sun;
  context.fillRect(0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob ? URL.createObjectURL(blob) : "neutral"), "image/png");
  });
}

export function lightingExposure(id: LightingId): number {
  return LIGHTINGS.find((entry) => entry.id === id)?.exposure ?? 1;
}
