import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";
import { EverWalletOption } from "@/features/auth/components/ever-wallet-option";
import { WalletIcon } from "@/ui/icons";

export function ConnectWalletPrompt() {
  return (
    <section
      aria-labelledby="connect-wallet-prompt-title"
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-line bg-surface-raised px-6 py-12 text-center shadow-sm"
    >
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-indigo-500/10 text-indigo-600 dark:text-indigo-300">
        <WalletIcon width={28} height={28} />
      </span>
      <h2 id="connect-wallet-prompt-title" className="text-xl font-semibold">
        Connect your wallet to continue
      </h2>
      <p className="mt-2 text-sm text-fg-muted">
        This page belongs to your account. Connect a browser wallet and sign in to see it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ConnectWalletButton size="lg" />
        <EverWalletOption size="lg" />
      </div>
    </section>
  );
}
