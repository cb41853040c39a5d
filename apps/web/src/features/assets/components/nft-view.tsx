import { responsiveImage, VIEWER_IMAGE_LAYOUT } from "@/lib/image-srcset";
import { FallbackImage } from "@/ui/fallback-image";

/** The token's image; a placeholder when it is missing or fails to load (spec section 8). */
export function NftView({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  return (
    <FallbackImage
      {...responsiveImage(imageUrl, VIEWER_IMAGE_LAYOUT)}
      alt={name}
      // The page's largest paint: asked for before the other images.
      fetchPriority="high"
      className="h-full w-full rounded-2xl bg-surface-muted object-contain"
    />
  );
}
