import { lazy, Suspense } from "react";
import { HeaderNavLink } from "@/app/layout/header-nav-link";
import { LogoLink } from "@/app/layout/logo-link";
import { MobileNav } from "@/app/layout/mobile-nav";
import { ThemeToggleButton } from "@/app/theme/theme-toggle-button";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { HeaderSearch } from "@/features/search/components/header-search";
import { headerLinks } from "@/lib/site-links";
import { Container } from "@/ui/container";

// Only a signed-in user sees these: the dropdown menu (Radix with its positioning library) and the
// bell (notification queries, the live connection) stay out of a visitor's first load.
const UserMenu = lazy(async () => ({ default: (await import("@/app/layout/user-menu")).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import("@/features/notifications/components/notification-bell")).NotificationBell,
}));

export function SiteHeader() {
  const { auth, logout } = useAuth();
  const user = auth.status === "signed-in" ? auth.user : null;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/80 backdrop-blur-md">
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <LogoLink />
        <nav aria-label="Main" className="hidden sm:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <HeaderNavLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="hidden min-w-0 flex-1 sm:block sm:max-w-xs lg:max-w-sm" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggleButton />
          {user ? (
            <Suspense fallback={<span className="size-10" />}>
              <NotificationBell userId={user.id} />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense fallback={<span className="h-10 w-10 rounded-xl border border-line sm:w-36" />}>
              <UserMenu user={user} onLogout={logout} />
            </Suspense>
          ) : (
            <div className="hidden sm:block">
              <ConnectWalletButton />
            </div>
          )}
          <MobileNav signedIn={user !== null} />
        </div>
      </Container>
    </header>
  );
}
