import type { Db } from "../../db/database.ts";
import { makeWalletUserAdmin } from "../../db/queries/users.ts";

/**
 * Makes the user who registered `address` an admin (spec section 1). Never reachable over HTTP:
 * only `npm run user:admin -w apps/server -- <address>` and the seed call it. False: no such user.
 */
export async function makeAdmin({ db }: { db: Db }, address: string): Promise<boolean> {
  return makeWalletUserAdmin(db, address.toLowerCase());
}
