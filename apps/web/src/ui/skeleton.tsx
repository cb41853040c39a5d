import { cn } from "@/lib/cn";

/** A grey pulsing block standing in for content while it loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-surface-muted", className)} />;
}
