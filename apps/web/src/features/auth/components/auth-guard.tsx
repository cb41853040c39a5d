import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { AuthState } from "@/features/auth/auth-state.types";
import { ConnectWalletPrompt } from "@/features/auth/components/connect-wallet-prompt";

type AuthGuardProps = {
  auth: AuthState;
  children: ReactNode;
  /** Spec section 2: show a connect-wallet prompt, or redirect (default "/"). */
  whenSignedOut?: "prompt" | "redirect";
  redirectTo?: string;
};

export function AuthGuard({ auth, children, whenSignedOut = "prompt", redirectTo = "/" }: AuthGuardProps) {
  if (auth.status === "loading") {
    return (
      <p role="status" className="px-4 py-24 text-center text-fg-muted">
        {PAGE_TEXTS.loading}
      </p>
    );
  }
  if (auth.status === "signed-out") {
    if (whenSignedOut === "redirect") return <Navigate to={redirectTo} replace />;
    return (
      <div className="px-4 py-16 sm:py-24">
        <ConnectWalletPrompt />
      </div>
    );
  }
  return children;
}
