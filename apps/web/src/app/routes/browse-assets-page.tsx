import { BrowseTabs } from "@/app/routes/browse-tabs";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { BrowseAssets } from "@/features/browse/components/browse-assets";
import { Container } from "@/ui/container";
import { PageHeader } from "@/ui/page-header";

export function BrowseAssetsPage() {
  const { auth } = useAuth();
  return (
    <Container className="py-10">
      <PageHeader eyebrow="Marketplace" title="Browse assets">
        Game-ready 3D assets listed by creators, ready for studios to integrate.
      </PageHeader>
      <BrowseTabs />
      <BrowseAssets signedIn={auth.status === "signed-in"} />
    </Container>
  );
}
