import { PROFILE_IMAGE_ASPECT, type ProfileImageKind } from "@meshlink/domain/user-settings.types";

/** The part of the picked image to keep, in its own pixels (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };

// Wider than any place shows them (the profile header, a 2x screen), and well under 8 MB as WebP;
// each a whole number of its aspect, so the largest crop keeps the exact shape too.
const MAX_WIDTH: Record<ProfileImageKind, number> = { avatar: 1024, banner: 2100 };

/**
 * The drawn image's size: about the crop's own width, at most the kind's maximum, in the exact
 * aspect (whole pixels both ways), so the server's shape check (1:1, 7:1) holds for any crop.
 */
export function croppedSize(kind: ProfileImageKind, area: CropArea): { width: number; height: number } {
  const aspect = PROFILE_IMAGE_ASPECT[kind];
  const height = Math.max(1, Math.round(Math.min(area.width, MAX_WIDTH[kind]) / aspect));
  return { width: height * aspect, height };
}

/** Draws the crop of `file` to a canvas and answers it as a WebP file (PNG where WebP is not made). */
export async function cropImage(file: File, area: CropArea, kind: ProfileImageKind): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const size = croppedSize(kind, area);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw the cropped image");
    context.imageSmoothingQuality = "high";
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
    const blob = await canvasBlob(canvas);
    const type = blob.type || "image/png";
    return new File([blob], `${kind}.${type === "image/webp" ? "webp" : "png"}`, { type });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read"));
    image.src = url;
  });
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The cropped image could not be made"))),
      "image/webp",
      0.92,
    );
  });
}
