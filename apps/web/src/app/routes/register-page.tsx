import { RegisterPanel } from "@/features/auth/components/register-panel";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function RegisterPage() {
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Join MeshLink" title="Register">
        Your MeshLink account is tied to your wallet. Connect it, then choose your name and whether you
        publish assets as a creator or integrate them as a studio.
      </PageHeader>
      <RegisterPanel />
    </Container>
  );
}
