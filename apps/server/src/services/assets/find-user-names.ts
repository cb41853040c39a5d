import type { Db } from "../../db/database.ts";
import { findUsersByIds } from "../../db/queries/user-summaries.ts";

type UserName = { _id: string; name: string };

/**
 * The names of the users a page links to by id alone (each listing's seller), in one query by
 * primary key; ids of no user are left out. Null and repeated ids are ignored.
 */
export async function findUserNames(
  db: Db,
  ids: readonly (string | null | undefined)[],
): Promise<UserName[]> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return [];
  const rows = await findUsersByIds(db, wanted);
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
