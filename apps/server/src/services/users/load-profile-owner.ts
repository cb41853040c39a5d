import { USER_NOT_FOUND } from "@meshlink/domain/users-api.types";
import { ZRecordId } from "@meshlink/domain/entities/scalars";
import type { Db } from "../../db/database.ts";
import { findUserWithWallets } from "../../db/queries/users.ts";
import { ServiceError } from "../service-error.ts";

/** Whose profile a request names: the user's id and every wallet they registered (lowercase), oldest first. */
export type ProfileOwner = { id: string; wallets: string[] };

/**
 * The user behind `/api/users/{id}/…`, with their wallets: chain facts (balances, listings, offers,
 * integrations) name wallets, not users. A 404 for an id that names nobody, whatever its shape, so a
 * malformed id never reaches a uuid comparison.
 */
export async function loadProfileOwner(db: Db, id: string): Promise<ProfileOwner> {
  if (!ZRecordId.safeParse(id).success) throw new ServiceError("NOT_FOUND", USER_NOT_FOUND);
  const row = await findUserWithWallets(db, id);
  if (!row) throw new ServiceError("NOT_FOUND", USER_NOT_FOUND);
  return { id: row.id, wallets: row.wallets };
}
