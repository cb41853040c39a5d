import type { BrowserContext, Page } from "@playwright/test";
import { createWalletClient, http, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { foundry } from "viem/chains";

type Eip1193Request = { method: string; params?: unknown[] };

export type InjectedWalletOptions = {
  /** The wallet's key; a fresh random one when absent. */
  privateKey?: Hex;
  /**
   * The local node (chain 31337). With it the wallet also sends transactions, signed here in the
   * test process, and passes reads through to the node; without it, it only signs messages.
   */
  rpcUrl?: string;
  /**
   * Keep the connection approval across page loads, as MetaMask and most extensions do; the web's
   * contract writes reconnect through eth_accounts after a load and need it. Off by default: the
   * approval then lasts one page load.
   */
  rememberApproval?: boolean;
};

type TransactionRequest = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

/** The node side of the wallet: whatever needs the key, which never enters the page. */
function walletBackend(account: PrivateKeyAccount, options: InjectedWalletOptions) {
  const { rpcUrl, rememberApproval = false } = options;
  const client = rpcUrl
    ? createWalletClient({ account, chain: foundry, transport: http(rpcUrl) })
    : undefined;
  // Like an extension: the site sees the account only after the user approves a connection. Each
  // page load names itself, so an approval can be limited to the load that gave it.
  let approvedLoad: string | undefined;
  const approved = (load: string) =>
    approvedLoad !== undefined && (rememberApproval || approvedLoad === load);
  const permissions = (load: string) => (approved(load) ? [{ parentCapability: "eth_accounts" }] : []);
  type Answer = (params: unknown[], load: string) => unknown;
  const answers: Record<string, Answer> = {
    eth_requestAccounts: (_, load) => ((approvedLoad = load), [account.address]),
    eth_accounts: (_, load) => (approved(load) ? [account.address] : []),
    wallet_requestPermissions: (_, load) => ((approvedLoad = load), permissions(load)),
    wallet_getPermissions: (_, load) => permissions(load),
    wallet_revokePermissions: () => ((approvedLoad = undefined), null),
    personal_sign: (params) => account.signMessage({ message: { raw: params[0] as Hex } }),
    eth_signTypedData_v4: (params) =>
      account.signTypedData(JSON.parse(params[1] as string) as Parameters<typeof account.signTypedData>[0]),
  };
  return async (method: string, params: unknown[], load: string): Promise<unknown> => {
    const answer = answers[method];
    if (answer) return answer(params, load);
    if (!client) throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
    if (method === "eth_sendTransaction") {
      const { to, data, value, gas } = params[0] as TransactionRequest;
      return client.sendTransaction({
        to,
        data,
        value: value ? BigInt(value) : undefined,
        gas: gas ? BigInt(gas) : undefined,
      });
    }
    return client.request({ method, params } as never);
  };
}

/**
 * Gives a page (or every page of a context) a browser wallet as an extension would:
 * `window.ethereum` plus an EIP-6963 announcement (https://eips.ethereum.org/EIPS/eip-6963). Its
 * key signs for real in the test process; by default it is a fresh random key, so every run is a
 * new, unregistered wallet on chain 31337.
 */
export async function injectBrowserWallet(
  target: Page | BrowserContext,
  name = "E2E Wallet",
  options: InjectedWalletOptions = {},
): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey());
  const backend = walletBackend(account, options);
  await target.exposeFunction("__e2eWallet", async (method: string, params: unknown[], load: string) => {
    // Thrown errors would reach the page without their EIP-1193 code, so they travel as values.
    try {
      return { result: await backend(method, params, load) };
    } catch (error) {
      const { message, code } = error as { message: string; code?: number };
      return { error: { message, code: code ?? -32603 } };
    }
  });
  await target.addInitScript(
    ({ walletName }) => {
      type Answer = { result?: unknown; error?: { message: string; code: number } };
      const backend = (
        window as unknown as { __e2eWallet: (m: string, p: unknown[], l: string) => Promise<Answer> }
      ).__e2eWallet;
      const load = crypto.randomUUID();
      const answers: Record<string, () => unknown> = {
        eth_chainId: () => "0x7a69",
        net_version: () => "31337",
        wallet_switchEthereumChain: () => null,
      };
      const provider = {
        request: async ({ method, params = [] }: Eip1193Request) => {
          const answer = answers[method];
          if (answer) return answer();
          const { result, error } = await backend(method, params, load);
          if (error) throw Object.assign(new Error(error.message), { code: error.code });
          return result;
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
    { walletName: name },
  );
  return account;
}
