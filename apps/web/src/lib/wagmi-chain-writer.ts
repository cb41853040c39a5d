import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hash, Hex } from "viem";
import type { Config } from "wagmi";
import {
  getAccount,
  reconnect,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from "wagmi/actions";
import type { ContractWrite } from "@/lib/chain-writer";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { createWalletConfig } from "@/lib/wallet/wallet-config";

// The sign-in runtime keeps its WagmiProvider around the wallet bridge only, so writes use a config
// of their own built the same way; wagmi's shared storage lets it reconnect the wallet the user
// connected there.
let configPromise: Promise<Config> | undefined;
const walletConfig = () =>
  (configPromise ??= fetchServedChains().then((served) => createWalletConfig(walletChains(served))));

async function connectedAccount(): Promise<{ config: Config; address: Address; chainId: number }> {
  const config = await walletConfig();
  if (getAccount(config).status !== "connected") await reconnect(config);
  const account = getAccount(config);
  if (account.status !== "connected") throw new Error(ERROR_MESSAGES.connectWalletFailed);
  return { config, address: account.address, chainId: account.chainId };
}

async function connectedConfig(chainId: number): Promise<Config> {
  const account = await connectedAccount();
  if (account.chainId !== chainId) await switchChain(account.config, { chainId });
  return account.config;
}

export async function writeWithWagmi(request: ContractWrite): Promise<Hash> {
  const config = await connectedConfig(request.chainId);
  return writeContract(config, request as Parameters<typeof writeContract>[1]);
}

export async function waitWithWagmi(chainId: number, hash: Hash) {
  const config = await walletConfig();
  return waitForTransactionReceipt(config, { chainId, hash });
}

export async function accountWithWagmi(): Promise<Address> {
  return (await connectedAccount()).address;
}

export async function signWithWagmi(account: Address, message: string): Promise<Hex> {
  const { config } = await connectedAccount();
  return signMessage(config, { account, message });
}
