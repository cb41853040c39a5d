import { isSignInChainId } from "@meshlink/domain/auth/sign-in-rules";
import type { Address, Hex } from "viem";
import { getAccount, signMessage } from "wagmi/actions";
import { accountWithWagmi } from "@/lib/wagmi-chain-writer";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";

type Provider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> };

const USER_REJECTED = 4001;

// The signed-in wallet, restored if the page has not connected it yet (and refused if the wallet
// now offers another account first: that would be another user's session).
async function connected() {
  await accountWithWagmi();
  const config = await appWalletConfig();
  const account = getAccount(config);
  if (!account.connector) throw new Error("Connect your wallet first");
  return { config, account };
}

/**
 * EIP-2255 wallet_requestPermissions opens the wallet's account picker (MetaMask and others), so
 * the user can allow another account for this site without switching to it; a wallet without it
 * answers the accounts it already allows.
 */
export async function requestWalletAccounts(): Promise<Address[]> {
  const { account } = await connected();
  const provider = (await account.connector!.getProvider()) as Provider;
  try {
    await provider.request({ method: "wallet_requestPermissions", params: [{ eth_accounts: {} }] });
  } catch (error) {
    if ((error as { code?: unknown }).code === USER_REJECTED) throw error;
  }
  return (await provider.request({ method: "eth_accounts" })) as Address[];
}

export async function walletChainId(): Promise<number> {
  const { config, account } = await connected();
  return account.chainId !== undefined && isSignInChainId(account.chainId)
    ? account.chainId
    : config.chains[0].id;
}

export async function signWithAccount(account: Address, message: string): Promise<Hex> {
  const { config } = await connected();
  return signMessage(config, { account, message });
}
