import { ChainNotConfiguredError, createConnector } from "wagmi";
import { createWalletClient, http, numberToHex, type Chain, type Hex, type LocalAccount } from "viem";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { loadDemoAccount } from "@/lib/wallet/demo-accounts";

type DemoProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/**
 * A wallet for people without a browser extension, on the chains the server runs locally only (each
 * an anvil, with its served URL): it signs with one of anvil's well-known test keys in the page and
 * sends transactions to the node of the chain it is on, the first one until asked to switch.
 */
export function demoWalletConnector(index: number, chains: readonly [Chain, ...Chain[]]) {
  const id = `meshlink-demo-${index}`;
  let current: Chain = chains[0];
  let account: LocalAccount | undefined;
  const getAccount = async () => (account ??= await loadDemoAccount(index));
  const chainOf = (chainId: number | undefined) => chains.find((chain) => chain.id === chainId);

  return createConnector<DemoProvider>((config) => {
    const walletClient = async ({ chainId }: { chainId?: number } = {}) => {
      const chain = chainOf(chainId) ?? current;
      return createWalletClient({ account: await getAccount(), chain, transport: http() });
    };
    const provider: DemoProvider = {
      async request({ method, params }) {
        const signer = await getAccount();
        if (method === "eth_accounts" || method === "eth_requestAccounts") return [signer.address];
        if (method === "eth_chainId") return numberToHex(current.id);
        if (method === "personal_sign") {
          const [data] = params as [Hex, string];
          return signer.signMessage({ message: { raw: data } });
        }
        if (method === "eth_signTypedData_v4") {
          const [, typedData] = params as [string, string];
          return signer.signTypedData(JSON.parse(typedData) as Parameters<LocalAccount["signTypedData"]>[0]);
        }
        // Reads and raw transactions go to the node; eth_sendTransaction is signed by getClient.
        const client = await walletClient();
        return client.request({ method, params } as never);
      },
    };

    return {
      id,
      name: `Demo wallet ${index + 1}`,
      type: "demo",
      async connect({ chainId }: { chainId?: number } = {}) {
        const signer = await getAccount();
        current = chainOf(chainId) ?? current;
        await config.storage?.setItem(`${id}.connected`, true);
        return { accounts: [signer.address] as never, chainId: current.id };
      },
      async disconnect() {
        await config.storage?.removeItem(`${id}.connected`);
      },
      async getAccounts() {
        return [ANVIL_ACCOUNT_ADDRESSES[index] ?? (await getAccount()).address];
      },
      getChainId: () => Promise.resolve(current.id),
      getProvider: () => Promise.resolve(provider),
      // A local account makes viem sign transactions here and send them raw to the node.
      getClient: walletClient,
      async isAuthorized() {
        return Boolean(await config.storage?.getItem(`${id}.connected`));
      },
      // Every local chain is an anvil with the same accounts: switching asks nobody.
      switchChain({ chainId }) {
        const chain = chainOf(chainId);
        if (!chain) return Promise.reject(new ChainNotConfiguredError());
        current = chain;
        config.emitter.emit("change", { chainId });
        return Promise.resolve(chain);
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        config.emitter.emit("disconnect");
      },
    };
  });
}
