import { desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../database.ts";
import { assets, collections, users } from "../schema.ts";
import { type ResolvedSearch, textMatches, textRank } from "./text-match.ts";

// The header search's groups (docs/decisions/015-search.md): the first `candidates` matches of a
// name index, in index order, then the best `limit` of them by rank, shorter names first on a tie.

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

/** The best-ranked assets whose names match. */
export function findRankedAssets(db: Db, resolved: ResolvedSearch, { candidates: first, limit }: Ranking) {
  const candidates = db
    .select({
      id: assets.id,
      name: assets.name,
      address: assets.collectionAddress,
      tokenId: assets.tokenId,
      imageKey: assets.imageKey,
      nameTsv: assets.nameTsv,
    })
    .from(assets)
    .where(textMatches(assets.nameTsv, resolved))
    .limit(first)
    .as("candidates");
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      address: candidates.address,
      tokenId: candidates.tokenId,
      imageKey: candidates.imageKey,
    })
    .from(candidates)
    .orderBy(...byRank(candidates, resolved))
    .limit(limit);
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
