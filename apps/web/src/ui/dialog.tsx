import * as RadixDialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { CloseIcon } from "@/ui/icons";

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, rendered as-is (Radix `asChild`). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** Centered modal with a title, focus trap, Escape to close and a labelled close button. */
export function Dialog({ open, onOpenChange, trigger, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-fg shadow-2xl"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <DialogCloseButton />
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-fg-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type TriggeredDialogProps = Omit<DialogProps, "open" | "onOpenChange" | "children"> & {
  /** The body, drawn only while the dialog is open so that each opening starts afresh; given how to close it. */
  children: (close: () => void) => ReactNode;
};

/** A Dialog its trigger opens, whose body may close it once done (a form that was sent). */
export function TriggeredDialog({ children, ...props }: TriggeredDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog {...props} open={open} onOpenChange={setOpen}>
      {open ? children(() => setOpen(false)) : null}
    </Dialog>
  );
}

/** The dimmed, blurred page behind a modal, drawer or sheet. */
export function DialogOverlay({ className }: { className?: string }) {
  return (
    <RadixDialog.Overlay className={cn("fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm", className)} />
  );
}

type DialogCloseButtonProps = {
  /** What a screen reader calls the button. */
  label?: string;
  className?: string;
  disabled?: boolean;
};

/** The × at the end of a modal's title row. */
export function DialogCloseButton({ label = "Close", className, disabled }: DialogCloseButtonProps) {
  return (
    <RadixDialog.Close
      className={cn(
        "-m-2 rounded-lg p-2 text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-50",
        className,
      )}
      aria-label={label}
      disabled={disabled}
    >
      <CloseIcon />
    </RadixDialog.Close>
  );
}
