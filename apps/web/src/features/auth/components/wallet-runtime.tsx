import "@rainbow-me/rainbowkit/styles.css";
import { darkTheme, lightTheme, RainbowKitProvider } from "@rainbow-me/rainbowkit";
import { useQuery } from "@tanstack/react-query";
import { useMemo, type RefObject } from "react";
import { WagmiProvider } from "wagmi";
import { WalletBridge } from "@/features/auth/components/wallet-bridge";
import type { WalletControls } from "@/features/auth/hooks/use-sign-in-outcome";
import type { SignInError } from "@/features/auth/sign-in-error";
import type { SignInOutcome } from "@/features/auth/sign-in-flow";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { createWalletConfig } from "@/lib/wallet/wallet-config";

export type WalletRuntimeProps = {
  /** Increases each time someone presses Connect Wallet. */
  connectRequest: number;
  onOutcome: (outcome: SignInOutcome | SignInError) => void;
  /** The wallet switched to another account: the current session ends first. */
  onAccountChanged: () => Promise<void>;
  controlsRef: RefObject<WalletControls | null>;
  theme: "light" | "dark";
};

const accent = { accentColor: "#4f46e5", borderRadius: "medium" } as const;

/** wagmi + RainbowKit, configured from the server's chains (GET /api/chains); loaded lazily. */
export function WalletRuntime({ theme, ...props }: WalletRuntimeProps) {
  const served = useQuery({ queryKey: ["chains"], queryFn: fetchServedChains, staleTime: Infinity });
  const config = useMemo(
    () => (served.isPending ? null : createWalletConfig(walletChains(served.data ?? null))),
    [served.isPending, served.data],
  );
  if (!config) return null;

  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <RainbowKitProvider
        appInfo={{ appName: "MeshLink" }}
        modalSize="compact"
        theme={theme === "dark" ? darkTheme(accent) : lightTheme(accent)}
      >
        <WalletBridge {...props} />
      </RainbowKitProvider>
    </WagmiProvider>
  );
}
