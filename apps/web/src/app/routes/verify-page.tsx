import { useParams } from "react-router";
import { VerifyEmailStatus } from "@/features/auth/components/verify-email-status";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function VerifyPage() {
  const { token = "" } = useParams();
  return (
    <Container className="max-w-3xl py-10">
      <PageHeader eyebrow="Account" title="Verification" />
      <VerifyEmailStatus token={token} />
    </Container>
  );
}
