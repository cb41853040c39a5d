import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import type { SiteLink } from "@/lib/site-links";

export function HeaderNavLink({
  link,
  onNavigate,
  block,
}: {
  link: SiteLink;
  onNavigate?: () => void;
  block?: boolean;
}) {
  return (
    <NavLink
      to={link.href}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          "rounded-lg font-medium transition-colors hover:bg-surface-muted hover:text-fg",
          block ? "block px-4 py-3 text-base" : "px-3 py-2 text-sm",
          isActive ? "text-indigo-600 dark:text-indigo-300" : "text-fg-muted",
        )
      }
    >
      {link.label}
    </NavLink>
  );
}
