import { useState } from "react";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { EverWalletOption } from "@/features/auth/components/ever-wallet-option";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ButtonLink } from "@/ui/button-link";
import { EmptyState } from "@/ui/empty-state";

/** /register: connect and sign first, then the form, then "check your email". */
export function RegisterPanel() {
  const { auth, pendingRegistration } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <EmptyState
        title="Check your email"
        hint={`We sent a verification link to ${registeredEmail}. Open it to finish creating your account.`}
      />
    );
  }
  if (auth.status === "signed-in") {
    return (
      <EmptyState
        title="You already have an account"
        hint={`You are signed in as ${auth.user.name}.`}
        action={<ButtonLink to="/account">Go to your profile</ButtonLink>}
      />
    );
  }
  if (!pendingRegistration) {
    return (
      <section className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
        <h2 className="text-lg font-semibold">1. Connect your wallet</h2>
        <p className="mt-1 text-sm text-fg-muted">
          Sign a message to prove the wallet is yours. It costs nothing and sends no transaction.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ConnectWalletButton size="lg" />
          <EverWalletOption size="lg" />
        </div>
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
      <h2 className="text-lg font-semibold">Your account</h2>
      <p className="mt-1 mb-6 text-sm text-fg-muted">
        Wallet <span className="font-mono break-all text-fg">{pendingRegistration.address}</span>
      </p>
      <RegisterForm wallet={pendingRegistration} onRegistered={(user) => setRegisteredEmail(user.email)} />
    </section>
  );
}
