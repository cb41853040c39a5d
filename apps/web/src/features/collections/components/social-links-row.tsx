import type { SocialName } from "@meshlink/domain/constants/social-names";
import { socialRow, type SocialLink } from "@meshlink/domain/entities/social-link";
import { LinkIcon } from "@/ui/icons";

const LABELS: Record<SocialName, string> = {
  WEBSITE: "Website",
  X: "X",
  TELEGRAM: "Telegram",
  INSTAGRAM: "Instagram",
  DISCORD: "Discord",
};

const chip = "flex h-10 items-center gap-2 rounded-xl border px-3 text-sm font-medium";

/**
 * Spec section 2: website, X, telegram, instagram, discord in that order; missing ones greyed and
 * inert, and so is a stored value that is not an https link (socialRow).
 */
export function SocialLinksRow({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul aria-label="Social links" className="flex flex-wrap gap-2">
      {socialRow(links).map(({ name, url: href }) => {
        return (
          <li key={name}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${chip} border-line hover:border-indigo-400`}
              >
                <LinkIcon width={16} height={16} />
                {LABELS[name]}
              </a>
            ) : (
              <span
                aria-disabled="true"
                title={`No ${LABELS[name]} link`}
                className={`${chip} cursor-not-allowed border-dashed border-line text-fg-muted opacity-50`}
              >
                <LinkIcon width={16} height={16} />
                {LABELS[name]}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
