import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { createConnector } from "wagmi";
import { createWalletClient, http, type Hex, type LocalAccount } from "viem";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { loadDemoAccount } from "@/lib/wallet/demo-accounts";
import { localChain } from "@/lib/wallet/local-chain";

type DemoProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/**
 * A wallet for people without a browser extension, on the local chain only: it signs with one of
 * anvil's well-known test keys in the page and sends transactions to the local node.
 */
export function demoWalletConnector(index: number, rpcUrl: string) {
  const id = `meshlink-demo-${index}`;
  const chain = localChain(rpcUrl);
  let account: LocalAccount | undefined;
  const getAccount = async () => (account ??= await loadDemoAccount(index));

  return createConnector<DemoProvider>((config) => {
    const walletClient = async () =>
      createWalletClient({ account: await getAccount(), chain, transport: http(rpcUrl) });
    const provider: DemoProvider = {
      async request({ method, params }) {
        const signer = await getAccount();
        if (method === "eth_accounts" || method === "eth_requestAccounts") return [signer.address];
        if (method === "eth_chainId") return `0x${LOCAL_CHAIN_ID.toString(16)}`;
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
      async connect() {
        const signer = await getAccount();
        await config.storage?.setItem(`${id}.connected`, true);
        return { accounts: [signer.address] as never, chainId: LOCAL_CHAIN_ID };
      },
      async disconnect() {
        await config.storage?.removeItem(`${id}.connected`);
      },
      async getAccounts() {
        return [ANVIL_ACCOUNT_ADDRESSES[index] ?? (await getAccount()).address];
      },
      getChainId: () => Promise.resolve(LOCAL_CHAIN_ID),
      getProvider: () => Promise.resolve(provider),
      // A local account makes viem sign transactions here and send them raw to the node.
      getClient: walletClient,
      async isAuthorized() {
        return Boolean(await config.storage?.getItem(`${id}.connected`));
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        config.emitter.emit("disconnect");
      },
    };
  });
}
