import type { ReactNode } from "react";
import { CubeIcon } from "@/ui/icons";

/** Spec section 8 empty states ("No items", "No Assets", …) with an optional hint and action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-line bg-surface-muted/60 px-6 py-16 text-center">
      <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-indigo-500/10 text-indigo-600 dark:text-indigo-300">
        <CubeIcon />
      </span>
      <p className="text-base font-semibold">{title}</p>
      {hint ? <p className="mt-1 max-w-sm text-sm text-fg-muted">{hint}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
