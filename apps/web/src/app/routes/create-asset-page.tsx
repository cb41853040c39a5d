import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";
import { CreateAssetForm } from "@/features/create-asset/components/create-asset-form";

export function CreateAssetPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Create" title="Create asset">
        Mint a game-ready 3D asset as a Single 721 or Multiple 1155 token.
      </PageHeader>
      <CreateAssetForm />
    </Container>
  );
}
