import { useQuery } from "@tanstack/react-query";
import { verifyEmailQuery } from "@/features/auth/api/verify-email-query";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ButtonLink } from "@/ui/button-link";
import { EmptyState } from "@/ui/empty-state";

/**
 * /verify/{token}: confirms the email once (the token is single use, so the answer is never
 * refetched), then signs in with this tab's verified wallet when it has one.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const { auth, resumeSignIn } = useAuth();
  const result = useQuery(verifyEmailQuery(token, resumeSignIn));

  if (result.isPending) {
    return (
      <p role="status" className="py-16 text-center text-fg-muted">
        Checking your link…
      </p>
    );
  }
  if (result.isError) {
    return (
      <EmptyState
        title="This link can no longer be used"
        hint={`${result.error.message}. Links work once and expire after a day; sign in to ask for a new one.`}
        action={<ButtonLink to="/">Back to home</ButtonLink>}
      />
    );
  }
  const signedIn = auth.status === "signed-in";
  return (
    <EmptyState
      title="Your email is verified"
      hint={
        signedIn
          ? `${result.data.verified.email} is confirmed and you are signed in.`
          : `${result.data.verified.email} is confirmed. Connect your wallet to sign in.`
      }
      action={signedIn ? <ButtonLink to="/account">Go to your profile</ButtonLink> : <ConnectWalletButton />}
    />
  );
}
