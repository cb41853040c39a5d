import type { Db } from "../../db/database.ts";
import { findWalletUsers } from "../../db/queries/users.ts";

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
  const rows = await findWalletUsers(db, wanted);
  return new Map(rows.map((row) => [row.address, { _id: row.id, name: row.name }]));
}
