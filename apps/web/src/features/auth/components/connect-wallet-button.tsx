import { useAuth } from "@/features/auth/hooks/use-auth";
import { Button } from "@/ui/button";
import type { ButtonSize } from "@/ui/button-styles";
import { WalletIcon } from "@/ui/icons";

type ConnectWalletButtonProps = { size?: ButtonSize; className?: string; onClick?: () => void };

/** Opens the wallet modal; connecting then signs in (spec section 4). `onClick` runs first. */
export function ConnectWalletButton({ size = "md", className, onClick }: ConnectWalletButtonProps) {
  const { connectWallet } = useAuth();
  const connect = () => {
    onClick?.();
    connectWallet();
  };
  return (
    <Button size={size} className={className} onClick={connect}>
      <WalletIcon />
      Connect Wallet
    </Button>
  );
}
