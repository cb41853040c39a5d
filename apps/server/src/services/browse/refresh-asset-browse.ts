import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

// Triggers refresh an asset's browse row when its asset, listings or proposals change (migration of
// the read model, docs/decisions/014-browse-read-model.md); these are for the facts they do not
// watch, within the caller's transaction.

/** Recomputes the browse row of the asset minted as this token, if the catalog holds it. */
export async function refreshTokenBrowse(
  db: Pick<Db, "execute">,
  chainId: number,
  collection: string,
  tokenId: string,
) {
  await db.execute(sql`select asset_browse_refresh(array(select id from assets
    where chain_id = ${chainId} and collection_address = ${collection} and token_id = ${tokenId}))`);
}
