import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../database.ts";
import { assetBrowse, assets, collections, users } from "../schema.ts";
import { type SearchTier, searchMatch } from "./browse/browse-search.ts";
import { type ResolvedSearch, textMatches, textRank } from "./text-match.ts";

// The header search's groups (docs/decisions/015-search.md). Assets come as the browse list shows a
// search; collections and users, far fewer, as the first `candidates` matches of a name index, in
// index order, then the best `limit` of them by rank, shorter names first on a tie.

type Ranking = { candidates: number; limit: number };

type Ranked = SQL | SQL.Aliased | PgColumn;
type RankedName = { nameTsv: Ranked; name: Ranked; id: Ranked };

/** Best rank first; on a tie the shorter name, then the name, then the id, so the order is stable. */
function byRank(candidates: RankedName, resolved: ResolvedSearch) {
  return [
    desc(textRank(candidates.nameTsv, resolved)),
    sql`length(${candidates.name})`,
    candidates.name,
    candidates.id,
  ];
}

/**
 * Assets whose names are in the relevance tier `tier`, in the browse list's default order (the 7-day
 * trending, then id), at most `limit`. With `walkAtMost`, only the that many most trending assets are
 * looked at (a walk of the trending index checking names by key, which stops once `limit` are
 * found): fewer than `limit` found says the tier's matches are too rare to meet that way. Without
 * it, every match is read from the names' GIN index and sorted.
 */
export function findTrendingAssetsInTier(
  db: Db,
  search: ResolvedSearch,
  tier: SearchTier,
  { limit, walkAtMost }: { limit: number; walkAtMost?: number },
) {
  const card = {
    id: assets.id,
    name: assets.name,
    address: assets.collectionAddress,
    tokenId: assets.tokenId,
    imageKey: assets.imageKey,
  };
  const match = searchMatch(search, tier);
  if (walkAtMost !== undefined) {
    const top = db
      .select({ id: assetBrowse.assetId, trend: assetBrowse.trend7d })
      .from(assetBrowse)
      .orderBy(desc(assetBrowse.trend7d), desc(assetBrowse.assetId))
      .limit(walkAtMost)
      .as("top");
    return db
      .select(card)
      .from(top)
      .innerJoin(assets, eq(assets.id, top.id))
      .where(match)
      .orderBy(desc(top.trend), desc(top.id))
      .limit(limit);
  }
  // No index holds `trend + 0`: the planner finds the matches by the names' index, then sorts them,
  // without the parallel workers its overestimate of a rare word would start.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx
      .select(card)
      .from(assets)
      .innerJoin(assetBrowse, eq(assetBrowse.assetId, assets.id))
      .where(match)
      .orderBy(sql`${assetBrowse.trend7d} + 0 desc`, desc(assetBrowse.assetId))
      .limit(limit);
  });
}

/** The best-ranked collections whose names match. */
export function findRankedCollections(
  db: Db,
  resolved: ResolvedSearch,
  { candidates: first, limit }: Ranking,
) {
  const candidates = db
    .select({
      id: collections.id,
      name: collections.name,
      logoKey: collections.logoKey,
      userId: collections.userId,
      nameTsv: collections.nameTsv,
    })
    .from(collections)
    .where(textMatches(collections.nameTsv, resolved))
    .limit(first)
    .as("candidates");
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      logoKey: candidates.logoKey,
      userId: candidates.userId,
    })
    .from(candidates)
    .orderBy(...byRank(candidates, resolved))
    .limit(limit);
}

/** The best-ranked users whose names match. */
export function findRankedUsers(db: Db, resolved: ResolvedSearch, { candidates: first, limit }: Ranking) {
  const candidates = db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      avatar: users.avatar,
      avatarUrl: users.avatarUrl,
      nameTsv: users.nameTsv,
    })
    .from(users)
    .where(textMatches(users.nameTsv, resolved))
    .limit(first)
    .as("candidates");
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      type: candidates.type,
      avatar: candidates.avatar,
      avatarUrl: candidates.avatarUrl,
    })
    .from(candidates)
    .orderBy(...byRank(candidates, resolved))
    .limit(limit);
}
