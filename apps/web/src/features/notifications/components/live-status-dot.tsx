import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import { cn } from "@/lib/cn";

const LABELS: Record<ConnectionStatus, string> = {
  connected: "Live updates connected",
  connecting: "Connecting to live updates",
  disconnected: "Live updates disconnected",
};

/** Spec section 2: green while the live connection is open, red otherwise; named for screen readers. */
export function LiveStatusDot({ status }: { status: ConnectionStatus }) {
  return (
    <span
      role="img"
      aria-label={LABELS[status]}
      title={LABELS[status]}
      data-status={status}
      className={cn(
        "inline-block size-2.5 shrink-0 rounded-full",
        status === "connected" ? "bg-emerald-500" : "bg-red-500",
        status === "connecting" && "animate-pulse",
      )}
    />
  );
}
