import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useParams } from "react-router";
import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function CollectionDetailsPage() {
  const { name = "", userId = "" } = useParams();
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Collection" title={name || "Collection details"}>
        <span className="font-mono text-sm break-all">Owner {userId}</span>
      </PageHeader>
      <EmptyState title={EMPTY_STATES.items} />
    </Container>
  );
}
