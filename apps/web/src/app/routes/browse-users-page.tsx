import { BrowseTabs } from "@/app/routes/browse-tabs";
import { BrowseUsers } from "@/features/profile/components/browse-users";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function BrowseUsersPage() {
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Marketplace" title="Browse people">
        The creators who make the assets and the studios who build them into games.
      </PageHeader>
      <BrowseTabs />
      <BrowseUsers />
    </Container>
  );
}
