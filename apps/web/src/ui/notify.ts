import { toast } from "sonner";

// Spec section 8: toasts have types error, success, warning, info; an error toast shows the
// error's message, or the given fallback when the error carries none.
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  error: (error: unknown, fallback = "Something went wrong") => toast.error(errorMessage(error) || fallback),
};

function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  return "";
}
