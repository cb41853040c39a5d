import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useParams } from "react-router";
import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function AssetDetailsPage() {
  const { address = "", token = "" } = useParams();
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Asset" title="Asset details" />
      <dl className="mb-8 grid gap-4 rounded-2xl border border-line bg-surface-raised p-6 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-fg-muted">Contract address</dt>
          <dd className="mt-1 font-mono break-all">{address}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Token ID</dt>
          <dd className="mt-1 font-mono break-all">{token}</dd>
        </div>
      </dl>
      <EmptyState title={EMPTY_STATES.description} />
    </Container>
  );
}
