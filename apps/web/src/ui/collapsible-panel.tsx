import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type CollapsiblePanelProps = {
  title: string;
  /** Spec section 2: most panels start open; Connected Asset Activity and Price History start closed. */
  defaultOpen?: boolean;
  /** Shown beside the title, e.g. a count or a mismatch marker. */
  badge?: ReactNode;
  /** Mount the body only once first opened, so a closed panel fetches nothing. */
  lazy?: boolean;
  children: ReactNode;
};

/** A titled section whose header button shows or hides its body (disclosure pattern). */
export function CollapsiblePanel({
  title,
  defaultOpen = true,
  badge,
  lazy = false,
  children,
}: CollapsiblePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="min-w-0 rounded-2xl border border-line bg-surface-raised" aria-label={title}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left font-semibold"
        >
          <span className="flex items-center gap-2">
            {title}
            {badge}
          </span>
          <span aria-hidden="true" className={cn("text-fg-muted transition-transform", open && "rotate-180")}>
            ▾
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-line px-5 py-4 text-sm">
        {lazy && !opened ? null : children}
      </div>
    </section>
  );
}
