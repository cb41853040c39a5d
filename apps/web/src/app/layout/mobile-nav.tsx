import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/ui/button";
import { MenuIcon } from "@/ui/icons";

// The sheet is a Radix dialog: it loads on the first tap, not with every page.
const MobileNavSheet = lazy(async () => ({
  default: (await import("@/app/layout/mobile-nav-sheet")).MobileNavSheet,
}));

/** Under 640 px the header links collapse into this menu button and sheet. */
export function MobileNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-nav-sheet" : undefined}
        className="sm:hidden"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MobileNavSheet signedIn={signedIn} onClose={() => setOpen(false)} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}
