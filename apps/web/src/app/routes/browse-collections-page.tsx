import { BrowseTabs } from "@/app/routes/browse-tabs";
import { BrowseCollections } from "@/features/collections/components/browse-collections";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function BrowseCollectionsPage() {
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Marketplace" title="Browse collections">
        Collections of assets from creators and the games that integrate them.
      </PageHeader>
      <BrowseTabs />
      <BrowseCollections />
    </Container>
  );
}
