import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { SETTINGS_ERRORS } from "@meshlink/domain/user-settings.types";
import type { Db } from "../../db/database.ts";
import { lockUserWallet, updateUser } from "../../db/queries/users.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { fieldRefusal } from "../service-error.ts";

/**
 * PUT /api/users/me/default-address: one of the user's wallets becomes the default (spec section 3
 * `defaultAdress`), served first among an asset owner's addresses, the one the spec names the
 * royalty recipient. The wallet row is locked, so it cannot leave the user before the change commits.
 */
export async function setDefaultAddress(
  deps: { db: Db },
  userId: string,
  address: string,
): Promise<CurrentUser> {
  const wallet = address.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const owned = await lockUserWallet(tx, userId, wallet);
    if (!owned) throw fieldRefusal("INVALID_REQUEST", "address", SETTINGS_ERRORS.walletNotYours);
    await updateUser(tx, userId, { defaultAddress: wallet });
  });
  const user = await loadCurrentUser(deps, userId);
  if (!user) throw new Error(`user ${userId} vanished after choosing a default wallet`);
  return user;
}
