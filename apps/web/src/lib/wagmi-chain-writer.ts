import { storeAbi } from "@meshlink/contracts/generated";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hash, Hex } from "viem";
import type { Config } from "wagmi";
import {
  getAccount,
  reconnect,
  signMessage,
  waitForTransactionReceipt,
  watchAccount,
  writeContract,
} from "wagmi/actions";
import type { StoreWrite } from "@/lib/chain-writer";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";
import { switchToChain } from "@/lib/wallet/switch-to-chain";

type Account = ReturnType<typeof getAccount>;

/** How long a write waits for a wallet that is still being restored before it gives up. */
export const SETTLE_TIMEOUT_MS = 10_000;

/** A write from any account but the signed-in one would act for someone else: it is refused. */
export const wrongAccountMessage = (wallet: string) =>
  `Switch your wallet to the account you signed in with (${wallet}) and try again.`;

// The wallet runtime may be restoring the wallet at this moment; its outcome is the answer. A
// connector that never leaves "reconnecting" must not hold the write forever.
const settled = (config: Config): Promise<Account> =>
  new Promise((resolve, reject) => {
    const now = getAccount(config);
    if (now.status === "connected" || now.status === "disconnected") return resolve(now);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(ERROR_MESSAGES.connectWalletFailed));
    }, SETTLE_TIMEOUT_MS);
    const stop = watchAccount(config, {
      onChange: (account) => {
        if (account.status !== "connected" && account.status !== "disconnected") return;
        clearTimeout(timer);
        stop();
        resolve(account);
      },
    });
  });

/**
 * The app's live connection; a wallet not connected yet in this page is restored once. Its account
 * must be the session's wallet: wagmi reconnects whichever account the wallet offers now.
 */
async function connectedAccount(): Promise<{ config: Config; address: Address; chainId: number }> {
  const config = await appWalletConfig();
  let account = await settled(config);
  if (account.status !== "connected" || !account.address) {
    await reconnect(config);
    account = await settled(config);
  }
  if (account.status !== "connected" || !account.address || account.chainId === undefined)
    throw new Error(ERROR_MESSAGES.connectWalletFailed);
  const sessionWallet = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  if (sessionWallet && sessionWallet.toLowerCase() !== account.address.toLowerCase())
    throw new Error(wrongAccountMessage(sessionWallet));
  return { config, address: account.address, chainId: account.chainId };
}

async function connectedConfig(chainId: number): Promise<Config> {
  const account = await connectedAccount();
  await switchToChain(account.config, account.chainId, chainId);
  return account.config;
}

export async function writeWithWagmi(request: StoreWrite): Promise<Hash> {
  const config = await connectedConfig(request.chainId);
  // StoreWrite pairs each name with its arguments; wagmi's generics cannot follow that union.
  const parameters = { ...request, abi: storeAbi } as Parameters<typeof writeContract>[1];
  return writeContract(config, parameters);
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
