import type { Config } from "wagmi";
import { fetchDemoAccounts } from "@/lib/wallet/demo-accounts";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { createWalletConfig } from "@/lib/wallet/wallet-config";

let appConfig: Promise<Config> | undefined;
// Built when the server could not name its chains; reused while it still cannot, so a connection
// made on it stays usable, but never kept in place of asking the server again.
let fallbackConfig: Config | undefined;

/**
 * The page's one wagmi config, built from GET /api/chains on first use. The wallet runtime renders
 * it and contract writes and signatures use it, so all of them see the connection the user made.
 * fetchServedChains never rejects (it answers null), so neither does this. A failed load is not
 * cached: the next call asks the server again.
 */
export const appWalletConfig = (): Promise<Config> =>
  (appConfig ??= fetchServedChains().then(async (served) => {
    if (served) {
      const chains = walletChains(served);
      // Whom the Demo wallet signs in as is the server's to say, and only on the chains it runs.
      return createWalletConfig(chains, chains.localChains.length > 0 ? await fetchDemoAccounts() : []);
    }
    appConfig = undefined;
    return (fallbackConfig ??= createWalletConfig(walletChains(null)));
  }));
