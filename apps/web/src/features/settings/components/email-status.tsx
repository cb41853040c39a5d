import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { useMutation } from "@tanstack/react-query";
import { resendVerificationEmail } from "@/features/settings/api/settings-api";
import { SETTINGS_TEXTS } from "@/features/settings/settings-texts";
import { notify } from "@/ui/notify";

/** Under the email field: verified, or unverified with a way to get the link again. */
export function EmailStatus({ user, id }: { user: CurrentUser; id: string }) {
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: ({ email }) => notify.success(SETTINGS_TEXTS.verificationSent(email)),
    onError: (error) => notify.error(error, SETTINGS_TEXTS.resendFailed),
  });
  if (user.emailVerified) {
    return (
      <p id={id} className="mt-1.5 text-sm text-emerald-700 dark:text-emerald-400">
        Verified
      </p>
    );
  }
  return (
    <p
      id={id}
      className="mt-1.5 flex flex-wrap items-center gap-x-1 text-sm text-amber-700 dark:text-amber-400"
    >
      <span>Unverified —</span>
      <button
        type="button"
        className="rounded font-semibold text-indigo-600 underline underline-offset-2 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:text-indigo-300"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? "Sending…" : "resend the verification link"}
      </button>
    </p>
  );
}
