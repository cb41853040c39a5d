import type { ImportChain, ImportDeps, Importer } from "./import-deps.ts";
import { IMPORT_ERRORS, ImportRefused } from "./imports-refused.ts";

/**
 * The chain and the account of a search or an import: the account must be one of the caller's
 * wallets (their collections are theirs to bring in), and the chain one this server follows.
 */
export function checkImportAccount(
  deps: Pick<ImportDeps, "chains">,
  importer: Importer,
  input: { chainId: number; account: string },
): ImportChain & { account: string } {
  const account = input.account.toLowerCase();
  if (!importer.addresses.includes(account)) throw new ImportRefused(403, IMPORT_ERRORS.notYourWallet);
  const followed = deps.chains.get(input.chainId);
  if (!followed) throw new ImportRefused(400, IMPORT_ERRORS.otherChain);
  return { ...followed, account };
}
