import { Outlet } from "react-router";
import { useProfileRoute } from "@/app/routes/profile-route";
import { ProfileTabsNav } from "@/features/profile/components/profile-tabs-nav";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function ProfileLayout() {
  const { userId, basePath, tab } = useProfileRoute();
  return (
    <Container className="py-10">
      <div className="mb-8 h-32 rounded-3xl bg-gradient-to-r from-indigo-700 via-indigo-500 to-sky-500 sm:h-44" />
      <PageHeader eyebrow="Profile" title={userId ? "Creator profile" : "Your profile"}>
        {userId ? <span className="font-mono text-sm break-all">User {userId}</span> : null}
      </PageHeader>
      <ProfileTabsNav basePath={basePath} activeTab={tab.tab} />
      <div className="pt-8">
        <Outlet />
      </div>
    </Container>
  );
}
