import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RootLayout, type RouteHandle } from "@/app/layout/root-layout";
import { RouteError } from "@/app/layout/route-error";
import { HomePage } from "@/app/routes/home-page";
import { ProtectedOutlet } from "@/features/auth/components/protected-outlet";
import type { ProfileTab } from "@/features/profile/profile-tabs";

// Spec section 2. Every page is its own chunk (route `lazy`) except the home page, which ships in
// the entry: most visits start there, and a lazy chunk would wait for the entry to run before it
// even starts downloading (a round trip more before the first paint on a phone's connection).
const page = (title: string, load: () => Promise<{ Component: ComponentType }>, path?: string) => ({
  ...(path === undefined ? { index: true as const } : { path }),
  handle: { title } satisfies RouteHandle,
  lazy: load,
});

const profileTabs = (prefix: string): RouteObject[] =>
  (
    [
      ["assets", undefined],
      ["collections", "collections"],
      ["listed", "listed"],
      ["deals", "deals"],
      ["offers-received", "offers-received"],
    ] as const
  ).map(([tab, path]) => ({
    ...(path ? { path } : { index: true }),
    handle: { profileTab: tab satisfies ProfileTab },
    lazy: async () => ({ Component: (await import("@/app/routes/profile-tab-page")).ProfileTabPage }),
    id: `${prefix}-${tab}`,
  }));

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: { title: "Home" } satisfies RouteHandle, Component: HomePage },
          page(
            "Browse assets",
            async () => ({ Component: (await import("@/app/routes/browse-assets-page")).BrowseAssetsPage }),
            "browse/assets",
          ),
          page(
            "Browse collections",
            async () => ({
              Component: (await import("@/app/routes/browse-collections-page")).BrowseCollectionsPage,
            }),
            "browse/collections",
          ),
          page(
            "Browse people",
            async () => ({ Component: (await import("@/app/routes/browse-users-page")).BrowseUsersPage }),
            "browse/users",
          ),
          page(
            "Asset details",
            async () => ({ Component: (await import("@/app/routes/asset-details-page")).AssetDetailsPage }),
            "asset/:address/:token",
          ),
          page(
            "Collection details",
            async () => ({
              Component: (await import("@/app/routes/collection-details-page")).CollectionDetailsPage,
            }),
            "collection/:name/:userId",
          ),
          page(
            "Register",
            async () => ({ Component: (await import("@/app/routes/register-page")).RegisterPage }),
            "register",
          ),
          page(
            "Verification",
            async () => ({ Component: (await import("@/app/routes/verify-page")).VerifyPage }),
            "verify/:token",
          ),
          {
            // Another user's profile is public (spec section 6: anonymous visitors can view).
            path: "account/:id",
            handle: { title: "Profile" } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import("@/app/routes/profile-layout")).ProfileLayout }),
            children: profileTabs("user"),
          },
          {
            Component: ProtectedOutlet,
            children: [
              page(
                "Create asset",
                async () => ({ Component: (await import("@/app/routes/create-asset-page")).CreateAssetPage }),
                "asset/create",
              ),
              page(
                "Create collection",
                async () => ({
                  Component: (await import("@/app/routes/create-collection-page")).CreateCollectionPage,
                }),
                "collection/create",
              ),
              page(
                "Settings",
                async () => ({ Component: (await import("@/app/routes/settings-page")).SettingsPage }),
                "account/settings",
              ),
              {
                path: "account",
                handle: { title: "Profile" } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import("@/app/routes/profile-layout")).ProfileLayout,
                }),
                children: profileTabs("own"),
              },
            ],
          },
          page(
            "Page not found",
            async () => ({ Component: (await import("@/app/routes/not-found-page")).NotFoundPage }),
            "*",
          ),
        ],
      },
    ],
  },
];
