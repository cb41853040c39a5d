import { asc, inArray } from "drizzle-orm";
import type { Db } from "../database.ts";
import { userAddresses, users } from "../schema.ts";

// The users a page names by id (an asset's owner and creator, each listing's seller), each
// question one query by primary key or by the wallets' user index for a whole page.

/** The rows of these users, by id; ids of no user are left out. */
export async function findUsersByIds(db: Db, ids: readonly string[]) {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id));
}

/** The wallets of these users, oldest first. */
export async function findWalletsOfUsers(db: Db, userIds: readonly string[]) {
  return db
    .select({ userId: userAddresses.userId, address: userAddresses.address })
    .from(userAddresses)
    .where(inArray(userAddresses.userId, [...userIds]))
    .orderBy(asc(userAddresses.createdAt));
}
