import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { SearchResults } from "@meshlink/domain/search-api.types";
import type { Db } from "../../db/database.ts";
import { SEARCH_TIERS } from "../../db/queries/browse/browse-search.ts";
import type { ResolvedSearch } from "../../db/queries/text-match.ts";
import { findRankedCollections, findRankedUsers, findTrendingAssetsInTier } from "../../db/queries/search.ts";
import { resolveSearch } from "./resolve-search.ts";

/**
 * Ranking reads this many matches of a group at most, in index order, then orders them: a word in
 * 100,000 names would otherwise rank all of them for five suggestions (docs/decisions/015-search.md).
 */
export const RANKED_CANDIDATES = 500;

/**
 * A tier's suggestions are first looked for among this many of the most trending assets: a word in
 * 4 % of names fills five suggestions within ~125 of them, where reading all its 40,000 matches from
 * the names' index costs ~20 ms at 1M assets (bench/browse); a rarer tier is read from that index.
 */
const SUGGESTION_WALK = 400;

/** The header search (GET /api/search): the best-ranked assets, collections and users for one text. */
export async function findSearchResults(db: Db, text: string, limit: number): Promise<SearchResults> {
  const resolved = await resolveSearch(db, text);
  if (!resolved) return { assets: [], collections: [], users: [], corrected: null };
  const ranking = { candidates: RANKED_CANDIDATES, limit };
  const [assetRows, collectionRows, userRows] = await Promise.all([
    findSuggestedAssets(db, resolved, limit),
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

/**
 * The first `limit` assets of the browse list for the same search (docs/decisions/015-search.md):
 * names holding every word whole, then the other matches, each tier by the 7-day trending.
 */
async function findSuggestedAssets(db: Db, resolved: ResolvedSearch, limit: number) {
  const found: Awaited<ReturnType<typeof findTrendingAssetsInTier>> = [];
  for (const tier of SEARCH_TIERS) {
    const wanted = { limit: limit - found.length };
    const walked = await findTrendingAssetsInTier(db, resolved, tier, {
      ...wanted,
      walkAtMost: SUGGESTION_WALK,
    });
    found.push(
      ...(walked.length === wanted.limit
        ? walked
        : await findTrendingAssetsInTier(db, resolved, tier, wanted)),
    );
    if (found.length >= limit) break;
  }
  return found;
}
