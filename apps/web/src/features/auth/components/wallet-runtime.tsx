import "@rainbow-me/rainbowkit/styles.css";
import { darkTheme, lightTheme, RainbowKitProvider } from "@rainbow-me/rainbowkit";
import { createContext, use, useEffect, useMemo, useState, type RefObject } from "react";
import { WagmiProvider, type Config } from "wagmi";
import { WalletBridge } from "@/features/auth/components/wallet-bridge";
import type { WalletControls } from "@/features/auth/hooks/use-sign-in-outcome";
import type { SignInError } from "@/features/auth/sign-in-error";
import type { SignInOutcome } from "@/features/auth/sign-in-flow";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";

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

// wagmi's WagmiProvider hydrates its config on every render, and with reconnectOnMount off that
// empties the live connections while the status stays "connected". So it renders once per config,
// and the inputs that change (theme, Connect Wallet presses, callbacks) reach the inside through
// this context instead of as its props.
const RuntimeInputs = createContext<WalletRuntimeProps | null>(null);

function RuntimeInside() {
  const inputs = use(RuntimeInputs);
  if (!inputs) throw new Error("RuntimeInside renders inside ConfiguredWalletRuntime");
  const { theme, ...bridgeProps } = inputs;
  return (
    <RainbowKitProvider
      appInfo={{ appName: "MeshLink" }}
      modalSize="compact"
      theme={theme === "dark" ? darkTheme(accent) : lightTheme(accent)}
    >
      <WalletBridge {...bridgeProps} />
    </RainbowKitProvider>
  );
}

/** wagmi + RainbowKit around the wallet bridge, on a given wagmi config. */
export function ConfiguredWalletRuntime({ config, ...inputs }: WalletRuntimeProps & { config: Config }) {
  const wagmi = useMemo(
    () => (
      <WagmiProvider config={config} reconnectOnMount={false}>
        <RuntimeInside />
      </WagmiProvider>
    ),
    [config],
  );
  return <RuntimeInputs value={inputs}>{wagmi}</RuntimeInputs>;
}

/**
 * wagmi + RainbowKit on the app's one wagmi config (lib/wallet/app-wallet-config.ts, from
 * GET /api/chains), which contract writes share; renders nothing until the config is built. It
 * asks for the config once per mount: a failed /api/chains load is not cached, so `use()` on each
 * render would ask the server again and suspend again, without end.
 */
export function WalletRuntime(props: WalletRuntimeProps) {
  const [config, setConfig] = useState<Config | null>(null);
  useEffect(() => {
    let mounted = true;
    void appWalletConfig().then((built) => mounted && setConfig(built));
    return () => {
      mounted = false;
    };
  }, []);
  return config ? <ConfiguredWalletRuntime config={config} {...props} /> : null;
}
