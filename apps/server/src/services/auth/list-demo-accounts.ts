import type { DemoAccount } from "@meshlink/domain/auth/demo-accounts.types";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import type { Db } from "../../db/database.ts";
import { findWalletUsers } from "../../db/queries/users.ts";
import { DEMO_USERS } from "../../seed/demo-catalog.ts";

const seedAccounts = new Set(DEMO_USERS.map((user) => user.accountIndex));

/**
 * The anvil accounts the web's Demo wallet offers (GET /api/auth/demo-accounts, local chain only):
 * those with a user, named as the database has them now (renamed, or registered since), then the
 * fresh ones. An account the demo seed will put a user on is left out until it has, so nobody
 * registers it first under another name.
 */
export async function listDemoAccounts({ db }: { db: Db }): Promise<DemoAccount[]> {
  const lowered = ANVIL_ACCOUNT_ADDRESSES.map((address) => address.toLowerCase());
  // The ten addresses are looked up by user_addresses' primary key.
  const rows = await findWalletUsers(db, lowered);
  const byAddress = new Map(rows.map((row) => [row.address, row]));

  const accounts = lowered.map((address, index): DemoAccount => {
    const row = byAddress.get(address);
    return { index, address, user: row ? { _id: row.id, name: row.name, type: row.type } : null };
  });
  return [
    ...accounts.filter((account) => account.user),
    ...accounts.filter((account) => !account.user && !seedAccounts.has(account.index)),
  ];
}
