import { WrongSiteDialog } from "@/features/auth/components/wrong-site-dialog";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { Dialog } from "@/ui/dialog";

/**
 * Spec section 2: a wallet without an account is told to register, with a link to /register. A page
 * opened at another address than MeshLink's is told where to sign in instead.
 */
export function AuthModal() {
  const { authModalOpen, setAuthModalOpen, pendingRegistration, wrongSiteUrl, setWrongSiteUrl } = useAuth();
  const close = () => setAuthModalOpen(false);

  if (wrongSiteUrl) {
    const closeWrongSite = () => {
      setAuthModalOpen(false);
      setWrongSiteUrl(null);
    };
    return <WrongSiteDialog open={authModalOpen} publicUrl={wrongSiteUrl} onClose={closeWrongSite} />;
  }
  return (
    <Dialog
      open={authModalOpen}
      onOpenChange={setAuthModalOpen}
      title="Register to continue"
      description="This wallet has no MeshLink account yet. Register it to list assets, propose integrations and more."
    >
      {pendingRegistration ? (
        <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
          <span className="block text-xs text-fg-muted">Connected wallet</span>
          <span className="font-mono break-all">{pendingRegistration.address}</span>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          Not now
        </Button>
        <ButtonLink to="/register" onClick={close}>
          Register
        </ButtonLink>
      </div>
    </Dialog>
  );
}
