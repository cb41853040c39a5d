import type { Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

type Eip1193Request = { method: string; params?: unknown[] };

/**
 * Gives the page a browser wallet as an extension would: `window.ethereum` plus an EIP-6963
 * announcement (https://eips.ethereum.org/EIPS/eip-6963). Its account is a fresh random key that
 * signs for real in the test process, so every run is a new, unregistered wallet on chain 31337.
 */
export async function injectBrowserWallet(page: Page, name = "E2E Wallet"): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction("__e2eSignMessage", (raw: `0x${string}`) =>
    account.signMessage({ message: { raw } }),
  );
  await page.addInitScript(
    ({ address, walletName }) => {
      const sign = (window as unknown as { __e2eSignMessage: (raw: string) => Promise<string> })
        .__e2eSignMessage;
      // Like an extension: the site sees the account only after the user approves a connection.
      let approved = false;
      const answers: Record<string, (params: unknown[]) => unknown> = {
        eth_requestAccounts: () => ((approved = true), [address]),
        eth_accounts: () => (approved ? [address] : []),
        eth_chainId: () => "0x7a69",
        net_version: () => "31337",
        wallet_requestPermissions: () => ((approved = true), [{ parentCapability: "eth_accounts" }]),
        wallet_getPermissions: () => (approved ? [{ parentCapability: "eth_accounts" }] : []),
        wallet_revokePermissions: () => ((approved = false), null),
        wallet_switchEthereumChain: () => null,
        personal_sign: (params) => sign(params[0] as string),
      };
      const provider = {
        request: ({ method, params = [] }: Eip1193Request) => {
          const answer = answers[method];
          if (!answer)
            return Promise.reject(Object.assign(new Error(`Unsupported ${method}`), { code: 4200 }));
          return Promise.resolve(answer(params));
        },
        on: () => provider,
        removeListener: () => provider,
      };
      Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
      const info = {
        uuid: crypto.randomUUID(),
        name: walletName,
        rdns: "io.meshlink.e2e",
        icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23059669'/%3E%3C/svg%3E",
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener("eip6963:requestProvider", announce);
      announce();
    },
    { address: account.address, walletName: name },
  );
  return account;
}
