import type { ImportChain, ImportDeps, Importer } from "./import-deps.ts";
import { IMPORT_ERRORS } from "./import-errors.ts";
import { ServiceError } from "../service-error.ts";

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
  if (!importer.addresses.includes(account)) throw new ServiceError("FORBIDDEN", IMPORT_ERRORS.notYourWallet);
  const followed = deps.chains.get(input.chainId);
  if (!followed) throw new ServiceError("INVALID_REQUEST", IMPORT_ERRORS.otherChain);
  return { ...followed, account };
}
