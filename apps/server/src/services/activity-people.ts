import type { Db } from "../db/database.ts";
import { type AddressUser, findAddressUsers } from "./users/find-address-users.ts";

type Parties = { from: string | null; to: string | null };

/**
 * A page of activity rows with the MeshLink user behind each party's address (spec: a person is
 * shown by name, linking to their profile), all looked up in one query for the page.
 */
export async function withActivityPeople<R extends Parties>(
  db: Db,
  page: { data: R[]; nextCursor: string | null },
): Promise<{
  data: (R & { fromUser: AddressUser | null; toUser: AddressUser | null })[];
  nextCursor: string | null;
}> {
  const people = await findAddressUsers(
    db,
    page.data.flatMap((row) => [row.from, row.to]),
  );
  const person = (address: string | null) => (address ? (people.get(address) ?? null) : null);
  return {
    nextCursor: page.nextCursor,
    data: page.data.map((row) => ({ ...row, fromUser: person(row.from), toUser: person(row.to) })),
  };
}
