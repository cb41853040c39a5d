import { FEATURED_PERIOD, type FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { collectionPath } from "@/lib/entity-paths";
import { responsiveImage, SLIDE_IMAGE_LAYOUT } from "@/lib/image-srcset";
import { CardFrame, CardTitleLink } from "@/ui/card-parts";
import { FallbackImage } from "@/ui/fallback-image";

const percent = (value: number) => `${value.toFixed(2).replace(/\.?0+$/, "")}%`;

/**
 * Spec section 3 "Featured slide": title, image, text, volume against the highest volume of any
 * collection (the bar), floor beside the lowest floor of any. The whole slide opens the collection.
 */
export function FeaturedSlideCard({ slide, eager }: { slide: FeaturedCollectionSlide; eager: boolean }) {
  const { volume, floor } = slide;
  const share = volume.max > 0 ? Math.min(1, volume.value / volume.max) : 0;
  const image = responsiveImage(slide.img, SLIDE_IMAGE_LAYOUT);
  return (
    <CardFrame className="h-full">
      <FallbackImage
        {...image}
        alt=""
        loading={eager ? "eager" : "lazy"}
        className="aspect-[16/9] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardTitleLink
          to={collectionPath({ name: slide.collection.name, userId: slide.collection.userId })}
          className="text-lg"
        >
          {slide.title}
        </CardTitleLink>
        {slide.text ? <p className="line-clamp-2 text-sm text-fg-muted">{slide.text}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-3 pt-2 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">{FEATURED_PERIOD} volume</dt>
            <dd className="font-semibold">
              {volume.value}
              <span className="font-normal text-fg-muted"> / {volume.max}</span>
            </dd>
            <dd aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-muted">
              <span
                className="block h-full rounded-full bg-indigo-500"
                data-layout-style
                style={{ width: `${share * 100}%` }}
              />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">Floor</dt>
            {floor.listed ? (
              <dd className="font-semibold">
                {percent(floor.value)}
                <span className="block text-xs font-normal text-fg-muted">lowest {percent(floor.min)}</span>
              </dd>
            ) : (
              <dd className="font-semibold text-fg-muted">{EMPTY_STATES.notListed}</dd>
            )}
          </div>
        </dl>
      </div>
    </CardFrame>
  );
}
