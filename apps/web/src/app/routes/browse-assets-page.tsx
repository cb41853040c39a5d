import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { BrowseTabs } from "@/app/routes/browse-tabs";
import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function BrowseAssetsPage() {
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Marketplace" title="Browse assets">
        Game-ready 3D assets listed by creators, ready for studios to integrate.
      </PageHeader>
      <BrowseTabs />
      <EmptyState title={EMPTY_STATES.items} />
    </Container>
  );
}
