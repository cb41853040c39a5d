import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToastWanted, subscribeToastWanted } from "@/ui/notify";

const SonnerToaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));

/** Mount once in the app shell; show toasts with `notify` from "@/ui/notify". */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  const wanted = useSyncExternalStore(subscribeToastWanted, isToastWanted, isToastWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
