import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { THEME_TOGGLE_LABELS } from "@meshlink/domain/constants/theme";
import { Link } from "react-router";
import { useTheme } from "@/app/theme/use-theme";
import type { SessionUser } from "@/features/auth/auth-state.types";
import { renditionUrl } from "@/lib/image-srcset";
import { userMenuLinks } from "@/lib/site-links";
import { UserIcon } from "@/ui/icons";

const itemClass =
  "flex w-full cursor-pointer items-center rounded-lg px-3 py-2 text-sm outline-none select-none " +
  "data-[highlighted]:bg-indigo-500/10 data-[highlighted]:text-indigo-700 dark:data-[highlighted]:text-indigo-200";

// Shown at 32 CSS px: a 64 px rendition stays sharp on 2x screens.
const AVATAR_RENDITION = 64;

type UserMenuProps = { user: SessionUser | null; onLogout: () => void };

/** Spec section 2 user menu; rendered only for a signed-in user. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { theme, toggleTheme } = useTheme();
  if (!user) return null;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-2 rounded-xl border border-line bg-surface-raised pr-1 pl-1 text-sm sm:pr-3 font-medium hover:border-indigo-400"
        aria-label={`Account menu for ${user.name}`}
      >
        {user.avatarUrl ? (
          <img
            src={renditionUrl(user.avatarUrl, { width: AVATAR_RENDITION, height: AVATAR_RENDITION })}
            alt=""
            className="size-8 rounded-full object-cover"
          />
        ) : (
          <span className="grid size-8 place-items-center rounded-full bg-indigo-600 text-white">
            <UserIcon width={18} height={18} />
          </span>
        )}
        {/* Phones show only the avatar: the name pushed the logo under the theme toggle at 375 px. */}
        <span className="hidden max-w-32 truncate sm:inline">{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-line bg-surface-raised p-1.5 text-fg shadow-xl"
        >
          {userMenuLinks.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={itemClass}>
              <Link to={link.href}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={toggleTheme}>
            {THEME_TOGGLE_LABELS[theme]}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
