import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

// sonner loads with the first toast rather than with every page: most visits show none. The Toaster
// mounts once one is wanted (ui/toaster.tsx) and sonner replays the toasts made before it mounted.
let toastWanted = false;
const listeners = new Set<() => void>();
let loading: Promise<Toast> | null = null;

function show(render: (toast: Toast) => unknown): void {
  if (!toastWanted) {
    toastWanted = true;
    listeners.forEach((listener) => listener());
  }
  loading ??= import("sonner").then((module) => module.toast);
  void loading.then(render);
}

/** Whether a toast has been asked for, so the Toaster should be mounted. */
export const isToastWanted = () => toastWanted;

export function subscribeToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Spec section 8: toasts have types error, success, warning, info; an error toast shows the
// error's message, or the given fallback when the error carries none.
export const notify = {
  success: (message: string) => show((toast) => toast.success(message)),
  info: (message: string) => show((toast) => toast.info(message)),
  warning: (message: string) => show((toast) => toast.warning(message)),
  error: (error: unknown, fallback = "Something went wrong") =>
    show((toast) => toast.error(errorMessage(error) || fallback)),
};

function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  return "";
}
