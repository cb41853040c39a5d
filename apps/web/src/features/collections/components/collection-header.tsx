import type { CollectionDetails } from "@meshlink/domain/assets-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { tokenTypeLabel } from "@meshlink/domain/constants/token-types";
import { SocialLinksRow } from "@/features/collections/components/social-links-row";
import { ExpandableText } from "@/ui/expandable-text";
import { BANNER_IMAGE_LAYOUT, LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { FallbackImage } from "@/ui/fallback-image";

type CollectionHeaderProps = {
  collection: Pick<
    CollectionDetails,
    "name" | "imageUrl" | "bannerUrl" | "description" | "social" | "ercType" | "blockchain" | "assets"
  >;
};

/** Banner (7:1), logo overlapping it, name, description with show more / less, social row. */
export function CollectionHeader({ collection }: CollectionHeaderProps) {
  return (
    <header>
      <FallbackImage
        {...responsiveImage(collection.bannerUrl, BANNER_IMAGE_LAYOUT)}
        alt=""
        className="aspect-[7/1] min-h-28 w-full rounded-2xl bg-surface-muted object-cover"
      />
      <div className="-mt-10 flex flex-col gap-4 px-2 sm:-mt-14 sm:px-6">
        <FallbackImage
          {...responsiveImage(collection.imageUrl, LOGO_IMAGE_LAYOUT)}
          alt={`${collection.name} logo`}
          className="size-20 rounded-2xl border-4 border-surface bg-surface-muted object-cover shadow-md sm:size-28"
        />
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{collection.name}</h1>
          <p className="text-sm text-fg-muted">
            {tokenTypeLabel(collection.ercType)} · {collection.blockchain.name} ·{" "}
            {collection.assets.totalCount} {collection.assets.totalCount === 1 ? "asset" : "assets"}
          </p>
        </div>
        {collection.description?.trim() ? (
          <ExpandableText html={collection.description} className="max-w-3xl text-fg-muted" />
        ) : (
          <p className="text-fg-muted">{EMPTY_STATES.description}</p>
        )}
        <SocialLinksRow links={collection.social} />
      </div>
    </header>
  );
}
