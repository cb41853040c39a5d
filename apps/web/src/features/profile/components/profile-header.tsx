import { formatCount } from "@meshlink/domain/format/format-count";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import type { UserProfile } from "@meshlink/domain/users-api.types";
import type { ReactNode } from "react";
import { BANNER_IMAGE_LAYOUT, LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { copyAddress } from "@/ui/copy-address";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { ExpandableText } from "@/ui/expandable-text";
import { FallbackImage } from "@/ui/fallback-image";
import { CopyIcon, LinkIcon } from "@/ui/icons";
import { UserTypeBadge } from "@/ui/user-type-badge";

const joinedFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/**
 * A profile's header (spec section 1 "profile", section 3 "User"): banner (7:1), round avatar, name
 * with the user's type, description, portfolio, wallets (shortened, copyable; the first receives
 * royalties), when they joined and what they have made. The owner gets a way to Settings, where the
 * images and texts are edited (spec section 6: only the owner sees those controls).
 */
export function ProfileHeader({
  profile,
  own,
  imageControls,
}: {
  profile: UserProfile;
  own: boolean;
  /** The owner's upload controls for the avatar and banner (spec section 6). */
  imageControls?: { avatar: ReactNode; banner: ReactNode };
}) {
  const { stats } = profile;
  const figure = (value: number) => `${formatCount(value)}${stats.capped ? "+" : ""}`;
  const figures: [string, number][] = [
    ["Assets created", stats.assetsCreated],
    ["Collections", stats.collections],
    ["Integrations made", stats.integrationsMade],
    ["Integrations received", stats.integrationsReceived],
  ];
  return (
    <header>
      <div className="relative">
        {profile.bannerUrl ? (
          <FallbackImage
            {...responsiveImage(profile.bannerUrl, BANNER_IMAGE_LAYOUT)}
            alt=""
            className="aspect-[7/1] min-h-24 w-full rounded-3xl bg-surface-muted object-cover"
          />
        ) : (
          // No banner yet: the product's gradient rather than a stretched placeholder.
          <div className="aspect-[7/1] min-h-24 w-full rounded-3xl bg-gradient-to-r from-indigo-700 via-indigo-500 to-sky-500" />
        )}
        {imageControls ? <div className="absolute top-3 right-3">{imageControls.banner}</div> : null}
      </div>
      <div className="-mt-12 flex flex-col gap-4 px-2 sm:-mt-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <FallbackImage
            {...responsiveImage(profile.avatarUrl, LOGO_IMAGE_LAYOUT)}
            alt={`${profile.name}'s avatar`}
            className="size-24 rounded-full border-4 border-surface bg-surface-muted object-cover shadow-md sm:size-32"
          />
          {own ? (
            <div className="flex flex-wrap items-center gap-2">
              {imageControls?.avatar}
              <ButtonLink to="/account/settings" variant="secondary" size="sm">
                Edit profile
              </ButtonLink>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{profile.name}</h1>
          <UserTypeBadge type={profile.type} />
        </div>
        {profile.description?.trim() ? (
          <ExpandableText html={profile.description} className="max-w-3xl text-fg-muted" />
        ) : (
          <p className="text-fg-muted">{EMPTY_STATES.description}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-muted">
          {profile.portfolio ? (
            <a
              href={profile.portfolio}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:underline dark:text-indigo-300"
            >
              <LinkIcon width={16} height={16} />
              Portfolio
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <span>Joined {joinedFormat.format(new Date(profile.joinedAt))}</span>
        </div>
        <ul aria-label="Wallets" className="flex flex-wrap gap-2">
          {profile.addresses.map(({ address }, index) => (
            <li
              key={address}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-raised py-0.5 pr-1 pl-3 text-sm"
            >
              <span className="font-mono" title={address}>
                {shortenAddress(address)}
              </span>
              {index === 0 ? <span className="text-xs text-fg-muted">· royalties</span> : null}
              <Button
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Copy address ${shortenAddress(address)}`}
                title="Copy address"
                onClick={() => void copyAddress(address)}
              >
                <CopyIcon width={14} height={14} />
              </Button>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-8">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-fg-muted">{label}</dt>
              <dd className="text-xl font-semibold">{figure(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
