import { lazy, Suspense, useLayoutEffect } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { SiteFooter } from "@/app/layout/site-footer";
import { SiteHeader } from "@/app/layout/site-header";
import { useTheme } from "@/app/theme/use-theme";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { documentTitle } from "@/lib/page-title";
import { Toaster } from "@/ui/toaster";

// The register prompt (a Radix dialog) loads when it opens, not with every page.
const AuthModal = lazy(async () => ({
  default: (await import("@/features/auth/components/auth-modal")).AuthModal,
}));

export type RouteHandle = { title?: string };

function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  // A layout effect, so a page's own title (usePageTitle, a passive effect) lands after it.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

export function RootLayout() {
  const { theme } = useTheme();
  const { authModalOpen } = useAuth();
  useDocumentTitle();

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 pb-20 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {authModalOpen ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
      <Toaster theme={theme} />
      <ScrollRestoration />
    </div>
  );
}
