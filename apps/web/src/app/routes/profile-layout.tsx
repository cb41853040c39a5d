import { Outlet } from "react-router";
import { NotFoundPage } from "@/app/routes/not-found-page";
import { useProfileRoute } from "@/app/routes/profile-route";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useUserProfile } from "@/features/profile/api/profile-queries";
import { ProfileHeader } from "@/features/profile/components/profile-header";
import { ProfileHeaderSkeleton } from "@/features/profile/components/profile-header-skeleton";
import { ProfileTabsNav } from "@/features/profile/components/profile-tabs-nav";
import { ProfileImageButton } from "@/features/settings/components/profile-image-button";
import { useAccountUpdate } from "@/features/settings/hooks/use-account-update";
import { ApiError } from "@/lib/api-error";
import { usePageTitle } from "@/lib/page-title";
import { Button } from "@/ui/button";
import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";

/** The outlet's context: whose profile the tab shows, and whether it is the viewer's own. */
export type ProfileOutletContext = { userId: string; own: boolean };

/**
 * /account (own, behind sign-in) and /account/{id} (anyone's): the user's header, the tabs and the
 * chosen tab. An id no user has is the 404 page, not an empty profile.
 */
export function ProfileLayout() {
  const { userId: routeId, basePath, tab } = useProfileRoute();
  const { auth, updateUser } = useAuth();
  const applyUser = useAccountUpdate(updateUser);
  const viewerId = auth.status === "signed-in" ? auth.user.id : undefined;
  const userId = routeId ?? viewerId ?? "";
  const own = userId !== "" && userId === viewerId;
  const profile = useUserProfile(userId);
  usePageTitle(profile.data?.name);

  if (profile.error instanceof ApiError && profile.error.code === "NOT_FOUND") return <NotFoundPage />;
  return (
    <Container className="py-8">
      {profile.isPending ? (
        <ProfileHeaderSkeleton />
      ) : profile.isError ? (
        <div role="alert">
          <EmptyState
            title={profile.error.message}
            action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
          />
        </div>
      ) : (
        <ProfileHeader
          profile={profile.data}
          own={own}
          imageControls={
            own
              ? {
                  avatar: <ProfileImageButton kind="avatar" onSaved={applyUser} />,
                  banner: <ProfileImageButton kind="banner" onSaved={applyUser} />,
                }
              : undefined
          }
        />
      )}
      <div className="mt-8">
        <ProfileTabsNav basePath={basePath} activeTab={tab.tab} />
      </div>
      <div className="pt-6">
        <Outlet context={{ userId, own } satisfies ProfileOutletContext} />
      </div>
    </Container>
  );
}
