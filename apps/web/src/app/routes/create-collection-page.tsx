import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function CreateCollectionPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Create" title="Create collection">
        Group your assets into a collection with its own logo, banner and social links.
      </PageHeader>
      <EmptyState title="Collection creation is not available yet" />
    </Container>
  );
}
