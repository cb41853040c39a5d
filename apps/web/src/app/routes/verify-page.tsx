import { Container } from "@/ui/container";
import { EmptyState } from "@/ui/empty-state";
import { PageHeader } from "@/ui/page-header";
import { ButtonLink } from "@/ui/button-link";

export function VerifyPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Account" title="Verification" />
      <EmptyState
        title="Verification is not available yet"
        hint="This link cannot be checked in this version of MeshLink."
        action={<ButtonLink to="/">Back to home</ButtonLink>}
      />
    </Container>
  );
}
