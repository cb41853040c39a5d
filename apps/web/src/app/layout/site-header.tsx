import { HeaderNavLink } from "@/app/layout/header-nav-link";
import { LogoLink } from "@/app/layout/logo-link";
import { MobileNav } from "@/app/layout/mobile-nav";
import { UserMenu } from "@/app/layout/user-menu";
import { ThemeToggleButton } from "@/app/theme/theme-toggle-button";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { headerLinks } from "@/lib/site-links";
import { Container } from "@/ui/container";

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
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggleButton />
          {user ? <NotificationBell userId={user.id} /> : null}
          {user ? (
            <UserMenu user={user} onLogout={logout} />
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
