import { useState, type ComponentPropsWithoutRef } from "react";

// Spec section 8: an image that fails to load (or has no URL) shows a placeholder instead.
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#e3e6ef"/>' +
      '<path d="M200 120 270 160v80l-70 40-70-40v-80z" fill="none" stroke="#8a93ad" stroke-width="10" stroke-linejoin="round"/>' +
      '<path d="M130 160 200 200 270 160M200 200v80" fill="none" stroke="#8a93ad" stroke-width="10" stroke-linejoin="round"/></svg>',
  );

type FallbackImageProps = Omit<ComponentPropsWithoutRef<"img">, "src"> & { src: string | null | undefined };

export function FallbackImage({ src, alt, srcSet, sizes, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      src={broken ? PLACEHOLDER_IMAGE : src}
      // A browser prefers a srcset candidate over src: the placeholder must drop it to show.
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      alt={alt}
      data-placeholder={broken ? "" : undefined}
      onError={() => setFailedSrc(src ?? null)}
      {...props}
    />
  );
}
