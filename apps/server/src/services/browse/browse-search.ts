import { type SQL, sql } from "drizzle-orm";

// The browse search box over asset names: substring or trigram similarity, both served by the
// assets_name_trgm index, with the closest names first.

export function assetNameMatches(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(a.name ilike ${pattern} or a.name % ${search})`;
}

/** How well asset `a`'s name matches: the order of a search's results. */
export const assetNameRank = (search: string): SQL<number> => sql<number>`similarity(a.name, ${search})`;
