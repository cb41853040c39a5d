import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";
import { CreateCollectionForm } from "@/features/create-collection/components/create-collection-form";

export function CreateCollectionPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Create" title="Create collection">
        Group your assets into a collection with its own logo, banner and social links.
      </PageHeader>
      <CreateCollectionForm />
    </Container>
  );
}
