import { useEffect, useState } from "react";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { SignInError } from "@/features/auth/sign-in-error";
import { EVER_WALLET_INSTALL_URL, everWalletProvider } from "@/lib/wallet/ever-wallet";
import { Button } from "@/ui/button";
import { buttonClasses, type ButtonSize } from "@/ui/button-styles";

type EverWalletOptionProps = { size?: ButtonSize; className?: string };

/**
 * Sign in with EVER Wallet, Everscale's browser wallet, beside Connect Wallet (whose modal lists EVM
 * wallets): a button when its provider is in the page, else a link to get it. The extension may
 * inject the provider after the page started; it says so with the `ever#initialized` event. The
 * sign-in code (and its share of viem) loads on the press: the prompts stay light.
 */
export function EverWalletOption({ size = "md", className }: EverWalletOptionProps) {
  const { completeSignIn } = useAuth();
  const [provider, setProvider] = useState(() => everWalletProvider());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const found = () => setProvider(() => everWalletProvider());
    window.addEventListener("ever#initialized", found);
    return () => window.removeEventListener("ever#initialized", found);
  }, []);

  if (!provider) {
    return (
      <a
        href={EVER_WALLET_INSTALL_URL}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses("secondary", size, className)}
      >
        Get EVER Wallet (Everscale)
      </a>
    );
  }
  const signIn = async () => {
    setBusy(true);
    try {
      const { signInWithEverWallet } = await import("@/features/auth/ever-wallet-sign-in");
      completeSignIn(await signInWithEverWallet(provider));
    } catch (error) {
      completeSignIn(error instanceof SignInError ? error : new SignInError(String(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      disabled={busy}
      onClick={() => void signIn()}
    >
      EVER Wallet
    </Button>
  );
}
