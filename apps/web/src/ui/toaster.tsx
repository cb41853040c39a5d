import { Toaster as SonnerToaster } from "sonner";

/** Mount once in the app shell; show toasts with `notify` from "@/ui/notify". */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  return <SonnerToaster theme={theme} position="bottom-right" richColors closeButton />;
}
