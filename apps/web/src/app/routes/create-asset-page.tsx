import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";

export function CreateAssetPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Create" title="Create asset">
        Mint a game-ready 3D asset as a Single 721 or Multiple 1155 token.
      </PageHeader>
      <EmptyState title="Asset creation is not available yet" />
    </Container>
  );
}
