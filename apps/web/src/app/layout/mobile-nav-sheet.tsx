import * as RadixDialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { HeaderNavLink } from "@/app/layout/header-nav-link";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { HeaderSearch } from "@/features/search/components/header-search";
import { headerLinks } from "@/lib/site-links";
import { Button } from "@/ui/button";
import { DialogOverlay } from "@/ui/dialog";
import { CloseIcon } from "@/ui/icons";

type MobileNavSheetProps = {
  signedIn: boolean;
  onClose: () => void;
  /** The menu button, which gets the focus back when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The sheet the menu button opens under 640 px: the search box, the header links and Connect Wallet. */
export function MobileNavSheet({ signedIn, onClose, opener }: MobileNavSheetProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <DialogOverlay className="sm:hidden" />
        <RadixDialog.Content
          id="mobile-nav-sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col border-l border-line bg-surface-raised p-4 text-fg shadow-2xl sm:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-base font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <CloseIcon />
              </Button>
            </RadixDialog.Close>
          </div>
          <HeaderSearch onNavigate={onClose} className="mb-4" />
          <nav aria-label="Main">
            <ul className="space-y-1">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <HeaderNavLink link={link} onNavigate={onClose} block />
                </li>
              ))}
            </ul>
          </nav>
          {signedIn ? null : <ConnectWalletButton className="mt-6 w-full" onClick={onClose} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
