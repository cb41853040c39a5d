import { useState } from "react";
import { Button } from "@/ui/button";
import type { ButtonSize } from "@/ui/button-styles";
import { Dialog } from "@/ui/dialog";
import { WalletIcon } from "@/ui/icons";

/**
 * The header's Connect Wallet slot. Wallet sign-in (connect, sign, verify) arrives with the wallet
 * issue; until then the dialog says honestly what is needed instead of pretending to connect.
 */
export function ConnectWalletButton({ size = "md", className }: { size?: ButtonSize; className?: string }) {
  const [open, setOpen] = useState(false);
  const hasBrowserWallet = typeof window !== "undefined" && "ethereum" in window;

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Connect Wallet"
      description="MeshLink signs you in with a browser wallet: you connect it and sign a message, no password needed."
      trigger={
        <Button size={size} className={className}>
          <WalletIcon />
          Connect Wallet
        </Button>
      }
    >
      <p className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
        {hasBrowserWallet
          ? "A browser wallet was detected, but wallet sign-in is not available in this version yet."
          : "Wallet connection needs a browser wallet such as MetaMask. Install one, then come back to connect."}
      </p>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
