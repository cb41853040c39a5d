import type { Config } from "wagmi";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { createWalletConfig } from "@/lib/wallet/wallet-config";

let appConfig: Promise<Config> | undefined;

/**
 * The page's one wagmi config, built from GET /api/chains on first use. The wallet runtime renders
 * it and contract writes and signatures use it, so all of them see the connection the user made.
 * fetchServedChains never rejects (it answers null), so neither does this.
 */
export const appWalletConfig = (): Promise<Config> =>
  (appConfig ??= fetchServedChains().then((served) => createWalletConfig(walletChains(served))));
