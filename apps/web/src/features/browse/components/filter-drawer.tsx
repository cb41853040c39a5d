import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { DialogCloseButton, DialogOverlay } from "@/ui/dialog";

/**
 * The filter sidebar as a drawer under 640 px (spec section 2 "Browse"): a modal from the left that
 * traps focus, closes on Escape, the overlay or its Back button, and returns focus to the Filter
 * button that opened it.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filter button: it opens the drawer from outside, so Radix does not know it as the trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-r border-line bg-surface-raised text-fg shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold">Filters</RadixDialog.Title>
            <DialogCloseButton label="Back" />
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
