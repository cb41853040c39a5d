import type { DemoAccount } from "@meshlink/domain/auth/demo-accounts.types";
import { ANVIL_MNEMONIC } from "@meshlink/domain/constants/anvil-accounts";
import type { LocalAccount } from "viem";
import { apiRequest } from "@/lib/api-client";

/**
 * GET /api/auth/demo-accounts: anvil's accounts with the user on each (the demo seed's creators and
 * studios first), then fresh ones; served only on the local chain. Empty when the server cannot say:
 * the wallet modal then offers browser wallets only, until the page is loaded again.
 */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  try {
    return await apiRequest<DemoAccount[]>("/api/auth/demo-accounts");
  } catch {
    return [];
  }
}

/** The signing account for anvil account `index`, derived on demand (BIP-44 path m/44'/60'/0'/0/index). */
export async function loadDemoAccount(index: number): Promise<LocalAccount> {
  const { mnemonicToAccount } = await import("viem/accounts");
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}
