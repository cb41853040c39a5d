import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hash, Hex } from "viem";
import type { Config } from "wagmi";
import {
  getAccount,
  reconnect,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  watchAccount,
  writeContract,
} from "wagmi/actions";
import type { ContractWrite } from "@/lib/chain-writer";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";

type Account = ReturnType<typeof getAccount>;

// The wallet runtime may be restoring the wallet at this moment; its outcome is the answer.
const settled = (config: Config): Promise<Account> =>
  new Promise((resolve) => {
    const now = getAccount(config);
    if (now.status === "connected" || now.status === "disconnected") return resolve(now);
    const stop = watchAccount(config, {
      onChange: (account) => {
        if (account.status !== "connected" && account.status !== "disconnected") return;
        stop();
        resolve(account);
      },
    });
  });

/** The app's live connection; a wallet not connected yet in this page is restored once. */
async function connectedAccount(): Promise<{ config: Config; address: Address; chainId: number }> {
  const config = await appWalletConfig();
  let account = await settled(config);
  if (account.status !== "connected" || !account.address) {
    await reconnect(config);
    account = await settled(config);
  }
  if (account.status !== "connected" || !account.address || account.chainId === undefined)
    throw new Error(ERROR_MESSAGES.connectWalletFailed);
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
  return waitForTransactionReceipt(await appWalletConfig(), { chainId, hash });
}

export async function accountWithWagmi(): Promise<Address> {
  return (await connectedAccount()).address;
}

export async function signWithWagmi(account: Address, message: string): Promise<Hex> {
  const { config } = await connectedAccount();
  return signMessage(config, { account, message });
}
