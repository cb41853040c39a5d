import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useCallback, type Dispatch, type SetStateAction } from "react";
import type { AuthState } from "@/features/auth/auth-state.types";
import type { PendingRegistration } from "@/features/auth/hooks/auth-context";
import { SignInError } from "@/features/auth/sign-in-error";
import type { SignInOutcome } from "@/features/auth/sign-in-flow";
import { toSessionUser } from "@/features/auth/session-user";
import { notify } from "@/ui/notify";

/** What the wallet runtime lends the provider: a way to disconnect at logout. */
export type WalletControls = { disconnect: () => Promise<void> };

type Setters = {
  setAuth: Dispatch<SetStateAction<AuthState>>;
  setPendingRegistration: Dispatch<SetStateAction<PendingRegistration | null>>;
  setAuthModalOpen: (open: boolean) => void;
  setWrongSiteUrl: (publicUrl: string | null) => void;
};

/** Turns a finished (or failed) sign-in into state: signed in, the Auth modal, or a toast. */
export function useSignInOutcome(setters: Setters) {
  const { setAuth, setPendingRegistration, setAuthModalOpen, setWrongSiteUrl } = setters;
  return useCallback(
    (outcome: SignInOutcome | SignInError) => {
      // Not a failure to report but a place to go: the Auth modal says where.
      if (outcome instanceof SignInError && outcome.wrongSiteUrl) {
        setWrongSiteUrl(outcome.wrongSiteUrl);
        setAuthModalOpen(true);
        return;
      }
      if (outcome instanceof SignInError) {
        notify.error(outcome.message);
        if (outcome.openAuthModal) setAuthModalOpen(true);
        return;
      }
      if (outcome.kind === "signed-in") {
        setPendingRegistration(null);
        setAuthModalOpen(false);
        setAuth({ status: "signed-in", user: toSessionUser(outcome.session.user) });
        return;
      }
      setPendingRegistration({ address: outcome.address, signature: outcome.signature });
      // On /register the form is already there; elsewhere the Auth modal points to it.
      if (window.location.pathname !== "/register") setAuthModalOpen(true);
    },
    [setAuth, setPendingRegistration, setAuthModalOpen, setWrongSiteUrl],
  );
}

export const connectFailed = () => notify.error(ERROR_MESSAGES.connectWalletFailed);
