import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { BrowseTabs } from "@/app/routes/browse-tabs";
import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function BrowseCollectionsPage() {
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Marketplace" title="Browse collections">
        Collections of assets from creators and the games that integrate them.
      </PageHeader>
      <BrowseTabs />
      <EmptyState title={EMPTY_STATES.collections} />
    </Container>
  );
}
