import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { SearchResults } from "@meshlink/domain/search-api.types";
import type { Db } from "../../db/database.ts";
import { findRankedAssets, findRankedCollections, findRankedUsers } from "../../db/queries/search.ts";
import { resolveSearch } from "./resolve-search.ts";

/**
 * Ranking reads this many matches of a group at most, in index order, then orders them: a word in
 * 100,000 names would otherwise rank all of them for five suggestions (docs/decisions/015-search.md).
 */
export const RANKED_CANDIDATES = 500;

/** The header search (GET /api/search): the best-ranked assets, collections and users for one text. */
export async function findSearchResults(db: Db, text: string, limit: number): Promise<SearchResults> {
  const resolved = await resolveSearch(db, text);
  if (!resolved) return { assets: [], collections: [], users: [], corrected: null };
  const ranking = { candidates: RANKED_CANDIDATES, limit };
  const [assetRows, collectionRows, userRows] = await Promise.all([
    findRankedAssets(db, resolved, ranking),
    findRankedCollections(db, resolved, ranking),
    findRankedUsers(db, resolved, ranking),
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
