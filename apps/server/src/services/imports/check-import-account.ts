import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { Importer } from "./import-deps.ts";
import { IMPORT_ERRORS, ImportRefused } from "./imports-refused.ts";

/**
 * The chain and the account of a search or an import: the account must be one of the caller's
 * wallets (their collections are theirs to bring in), and the chain the one this server follows.
 */
export function checkImportAccount(
  chain: ChainConnection | undefined,
  importer: Importer,
  input: { chainId: number; account: string },
): { chain: ChainConnection; account: string } {
  const account = input.account.toLowerCase();
  if (!importer.addresses.includes(account)) throw new ImportRefused(403, IMPORT_ERRORS.notYourWallet);
  if (!chain) throw new ImportRefused(503, "This server is not connected to a chain");
  if (chain.chainId !== input.chainId) throw new ImportRefused(400, IMPORT_ERRORS.otherChain);
  return { chain, account };
}
