import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { userAddresses, users } from "../../db/schema.ts";

/** The user's own record (spec section 3 plus email), or null when there is no such user. */
export async function loadCurrentUser({ db }: { db: Db }, userId: string): Promise<CurrentUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const addresses = await db
    .select({ address: userAddresses.address })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.address));
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
  const [row] = await db
    .select({ userId: userAddresses.userId })
    .from(userAddresses)
    .where(eq(userAddresses.address, address));
  return row?.userId ?? null;
}
