import * as RadixDialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { HeaderNavLink } from "@/app/layout/header-nav-link";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { headerLinks } from "@/lib/site-links";
import { Button } from "@/ui/button";
import { CloseIcon, MenuIcon } from "@/ui/icons";

/** Under 640 px the header links collapse into this menu button and sheet. */
export function MobileNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="sm:hidden">
          <MenuIcon />
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm sm:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
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
          <nav aria-label="Main">
            <ul className="space-y-1">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <HeaderNavLink link={link} onNavigate={close} block />
                </li>
              ))}
            </ul>
          </nav>
          {signedIn ? null : <ConnectWalletButton className="mt-6 w-full" onClick={close} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
