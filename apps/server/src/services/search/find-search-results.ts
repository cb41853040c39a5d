import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { SearchResults } from "@meshlink/domain/search-api.types";
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, collections, users } from "../../db/schema.ts";
import { type ResolvedSearch, resolveSearch, textMatches, textRank } from "./asset-text-match.ts";

/**
 * Ranking reads this many matches of a group at most, in index order, then orders them: a word in
 * 100,000 names would otherwise rank all of them for five suggestions (docs/decisions/015-search.md).
 */
export const RANKED_CANDIDATES = 500;

/** The header search (GET /api/search): the best-ranked assets, collections and users for one text. */
export async function findSearchResults(db: Db, text: string, limit: number): Promise<SearchResults> {
  const resolved = await resolveSearch(db, text);
  if (!resolved) return { assets: [], collections: [], users: [], corrected: null };
  const [assetRows, collectionRows, userRows] = await Promise.all([
    rankedAssets(db, resolved, limit),
    rankedCollections(db, resolved, limit),
    rankedUsers(db, resolved, limit),
  ]);
  return {
    assets: assetRows.map((row) => ({
      _id: row.id,
      name: row.name,
      address: row.address,
      tokenId: row.tokenId,
      imgUrl: row.imageKey ? imageUrl(row.imageKey) : null,
    })),
    collections: collectionRows.map((row) => ({
      _id: row.id,
      name: row.name,
      logoUrl: row.logoKey ? imageUrl(row.logoKey) : null,
      userId: row.userId,
    })),
    users: userRows.map((row) => ({
      _id: row.id,
      name: row.name,
      type: row.type,
      avatarUrl: row.avatarUrl ?? (row.avatar ? imageUrl(row.avatar) : null),
    })),
    corrected: resolved.corrected,
  };
}

function rankedAssets(db: Db, resolved: ResolvedSearch, limit: number) {
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
    .limit(RANKED_CANDIDATES)
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
    .orderBy(
      desc(textRank(candidates.nameTsv, resolved)),
      sql`length(${candidates.name})`,
      candidates.name,
      candidates.id,
    )
    .limit(limit);
}

function rankedCollections(db: Db, resolved: ResolvedSearch, limit: number) {
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
    .limit(RANKED_CANDIDATES)
    .as("candidates");
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      logoKey: candidates.logoKey,
      userId: candidates.userId,
    })
    .from(candidates)
    .orderBy(
      desc(textRank(candidates.nameTsv, resolved)),
      sql`length(${candidates.name})`,
      candidates.name,
      candidates.id,
    )
    .limit(limit);
}

function rankedUsers(db: Db, resolved: ResolvedSearch, limit: number) {
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
    .limit(RANKED_CANDIDATES)
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
    .orderBy(
      desc(textRank(candidates.nameTsv, resolved)),
      sql`length(${candidates.name})`,
      candidates.name,
      candidates.id,
    )
    .limit(limit);
}
