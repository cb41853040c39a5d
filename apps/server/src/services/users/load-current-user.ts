import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { Db } from "../../db/database.ts";
import { findUserById, findUserWallets, findWalletUserId } from "../../db/queries/users.ts";

/** The user's own record (spec section 3 plus email), or null when there is no such user. */
export async function loadCurrentUser({ db }: { db: Db }, userId: string): Promise<CurrentUser | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const addresses = await findUserWallets(db, userId);
  return {
    _id: user.id,
    name: user.name,
    address: user.defaultAddress,
    addresses,
    defaultAdress: { address: user.defaultAddress },
    avatar: user.avatar,
    avatarUrl: user.avatarUrl,
    banner: user.banner,
    bannerUrl: user.bannerUrl,
    portfolio: user.portfolio,
    description: user.description,
    account: user.account,
    type: user.type,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** The id of the user who registered `address` (lowercase), if any. */
export async function findUserIdByAddress({ db }: { db: Db }, address: string): Promise<string | null> {
  return (await findWalletUserId(db, address)) ?? null;
}
