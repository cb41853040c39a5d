import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

// The columns of asset_browse as the asset_browse_source view computes them (migration of the read
// model, docs/decisions/014-browse-read-model.md).
const COLUMNS = sql.raw(`asset_id, chain_id, collection_id, collection_address, token_id, erc_type, category,
  genre_mask, creator_user_id, created_at, price, listed_at, expires_at, has_offer, proposal_count,
  integration_count, activity, trend_1d, trend_7d, trend_30d, stale_at`);

/**
 * Every row of the browse read model and its facet counts anew, in one set-based statement
 * (INSERT … SELECT from the source view; the counts follow through their statement trigger): for
 * data filled in bulk with triggers off, such as the browse bench's million assets.
 */
export async function rebuildBrowseReadModel(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate asset_browse, asset_browse_counts`);
    await tx.execute(sql`insert into asset_browse (${COLUMNS}) select ${COLUMNS} from asset_browse_source`);
  });
  await db.execute(sql`analyze asset_browse`);
  await db.execute(sql`analyze asset_browse_counts`);
}
