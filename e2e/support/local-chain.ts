import { expect, type APIRequestContext } from "@playwright/test";
import { createTestClient, createWalletClient, http, parseEther, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAddress, type PrivateKeyAccount } from "viem/accounts";
import { foundry } from "viem/chains";

type ServedChains = { data: { chains: { activeChainId: number; rpcUrl?: string }[] } };

/**
 * The URL of a local node the server runs, as it offers it to the web (GET /api/chains; the port
 * varies): chain 31337's unless `chainId` names another (1328, the second local chain).
 */
export async function localRpcUrl(request: APIRequestContext, chainId: number = foundry.id): Promise<string> {
  const response = await request.get("/api/chains");
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as ServedChains;
  const rpcUrl = data.chains.find((chain) => chain.activeChainId === chainId)?.rpcUrl;
  if (!rpcUrl) throw new Error(`the server offers no RPC URL for a local chain ${chainId}`);
  return rpcUrl;
}

/**
 * A new key with `ether` on the local chain. anvil's ten default accounts are all spoken for (0–4
 * are the web's Demo wallet, some used by other specs; 5–9 are the demo seed's users), and specs run
 * in parallel workers, so a shared key would race on nonces and on "already registered".
 * anvil_setBalance (anvil's own RPC method) funds a fresh one instead.
 */
export async function fundedKey(rpcUrl: string, ether = "100"): Promise<Hex> {
  const privateKey = generatePrivateKey();
  const anvil = createTestClient({ mode: "anvil", chain: foundry, transport: http(rpcUrl) });
  await anvil.setBalance({ address: privateKeyToAddress(privateKey), value: parseEther(ether) });
  return privateKey;
}

/** A viem wallet client for `account` on the local node, to act on chain outside the web app. */
export const chainWallet = (account: PrivateKeyAccount, rpcUrl: string) =>
  createWalletClient({ account, chain: foundry, transport: http(rpcUrl) });
