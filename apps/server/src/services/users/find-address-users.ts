import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { userAddresses, users } from "../../db/schema.ts";

export type AddressUser = { _id: string; name: string };

/**
 * The MeshLink users behind wallet addresses (a page's activity parties), in one query by the
 * addresses' primary key; an address no user registered is absent from the map.
 */
export async function findAddressUsers(
  db: Db,
  addresses: readonly (string | null)[],
): Promise<Map<string, AddressUser>> {
  const wanted = [...new Set(addresses.filter((address): address is string => !!address))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ address: userAddresses.address, id: users.id, name: users.name })
    .from(userAddresses)
    .innerJoin(users, eq(users.id, userAddresses.userId))
    .where(inArray(userAddresses.address, wanted));
  return new Map(rows.map((row) => [row.address, { _id: row.id, name: row.name }]));
}
