import { wrongSiteMessage } from "@meshlink/domain/auth/auth-errors";
import { useLocation } from "react-router";
import { Button } from "@/ui/button";
import { buttonClasses } from "@/ui/button-styles";
import { Dialog } from "@/ui/dialog";

type Props = { open: boolean; publicUrl: string; onClose: () => void };

/**
 * The page was opened at another address than PUBLIC_URL (127.0.0.1 for localhost, another port),
 * where no wallet signature can sign in: it says where to go, with a link to this same page there.
 */
export function WrongSiteDialog({ open, publicUrl, onClose }: Props) {
  const { pathname, search, hash } = useLocation();
  return (
    <Dialog
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onClose()}
      title="Sign in at MeshLink's address"
      description={`${wrongSiteMessage(publicUrl)}. Your wallet signs in only for the address MeshLink runs at, and this page was opened at ${window.location.origin}.`}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        <a
          className={buttonClasses("primary", "md", "truncate")}
          href={`${publicUrl}${pathname}${search}${hash}`}
        >
          Open {publicUrl}
        </a>
      </div>
    </Dialog>
  );
}
