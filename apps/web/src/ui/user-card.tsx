import type { UserListCard } from "@meshlink/domain/users-api.types";
import { accountPath } from "@/lib/entity-paths";
import { CARD_IMAGE_LAYOUT, LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { CardFrame, CardTitleLink } from "@/ui/card-parts";
import { FallbackImage } from "@/ui/fallback-image";
import { RichText } from "@/ui/rich-text";
import { Skeleton } from "@/ui/skeleton";
import { UserTypeBadge } from "@/ui/user-type-badge";

/**
 * Spec section 2 user card: banner, round avatar, name, type and what they have made; the whole card
 * opens the profile (/account/{id}).
 */
function UserCard({ card }: { card: UserListCard }) {
  return (
    <CardFrame className="h-full">
      {card.bannerUrl ? (
        <FallbackImage
          {...responsiveImage(card.bannerUrl, CARD_IMAGE_LAYOUT)}
          alt=""
          loading="lazy"
          className="aspect-[7/2] w-full bg-surface-muted object-cover"
        />
      ) : (
        <div className="aspect-[7/2] w-full bg-gradient-to-r from-indigo-700 via-indigo-500 to-sky-500" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <FallbackImage
          {...responsiveImage(card.avatarUrl, LOGO_IMAGE_LAYOUT)}
          alt=""
          loading="lazy"
          className="-mt-10 size-14 rounded-full border-2 border-surface-raised bg-surface-muted object-cover"
        />
        <div className="flex min-w-0 items-center gap-2">
          <CardTitleLink to={accountPath(card._id)}>{card.name}</CardTitleLink>
          <UserTypeBadge type={card.type} />
        </div>
        {card.description ? (
          <RichText html={card.description} className="line-clamp-2 text-sm text-fg-muted" />
        ) : null}
        <p className="mt-auto text-xs text-fg-muted">
          {card.stats.assetsCreated} {card.stats.assetsCreated === 1 ? "asset" : "assets"} ·{" "}
          {card.stats.collections} {card.stats.collections === 1 ? "collection" : "collections"}
        </p>
      </div>
    </CardFrame>
  );
}

const GRID = "grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4";

/** User cards sized by the space they get: one column on a phone, up to four. */
export function UserCardGrid({ cards }: { cards: readonly UserListCard[] }) {
  return (
    <div className="@container">
      <ul className={GRID}>
        {cards.map((card) => (
          <li key={card._id}>
            <UserCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Card-shaped placeholders laid out like UserCardGrid. */
export function UserGridSkeleton({ count }: { count: number }) {
  return (
    <div className="@container" aria-busy="true">
      <span className="sr-only" role="status">
        Loading users
      </span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface-raised">
            <Skeleton className="aspect-[7/2] w-full rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="-mt-10 size-14 rounded-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
