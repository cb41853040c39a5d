import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { userAddresses, users } from "../../db/schema.ts";

/**
 * Makes the user who registered `address` an admin (spec section 1). Never reachable over HTTP:
 * only `npm run user:admin -w apps/server -- <address>` and the seed call it. False: no such user.
 */
export async function makeAdmin({ db }: { db: Db }, address: string): Promise<boolean> {
  const owner = db
    .select({ userId: userAddresses.userId })
    .from(userAddresses)
    .where(eq(userAddresses.address, address.toLowerCase()));
  const updated = await db
    .update(users)
    .set({ type: "admin", updatedAt: sql`now()` })
    .where(inArray(users.id, owner))
    .returning({ id: users.id });
  return updated.length > 0;
}
