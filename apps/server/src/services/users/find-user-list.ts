import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import type { UserListCard, UsersPage } from "@meshlink/domain/users-api.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { ZCreatedAtKey } from "../../db/page-keys.ts";
import { findNewestUserCards, findRankedUserCards, type UserCardRow } from "../../db/queries/user-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { RANKED_CANDIDATES } from "../search/find-search-results.ts";
import { resolveSearch } from "../search/resolve-search.ts";
import { capCount } from "./cap-count.ts";
import { profileImageUrl } from "./find-user-profile.ts";

type Query = { type: UserTypeFilter; search?: string; cursor?: string; perPage: number };

// A ranked page's key: the name's relevance (float8, exact through JSON) and the id.
const ZRankKey = z.tuple([z.number(), z.guid()]);

/**
 * GET /api/users (spec section 2 user cards, filter All / Studio / Creator; admins only under All):
 * newest first, or, with a search, by relevance through the header search's name match
 * (docs/decisions/015-search.md: prefixes, typos corrected, the best of RANKED_CANDIDATES matches).
 * Keyset pages either way; the figures are counted on the page's rows only.
 */
export async function findUserList({ db }: { db: Db }, query: Query): Promise<UsersPage> {
  const limit = query.perPage + 1;
  if (!query.search) {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZCreatedAtKey);
    return pageOf(await findNewestUserCards(db, { type: query.type, after, limit }), query.perPage);
  }
  const resolved = await resolveSearch(db, query.search);
  // A text with no word to look for finds nobody rather than everybody.
  if (!resolved) return { data: [], nextCursor: null };
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZRankKey);
  const rows = await findRankedUserCards(db, {
    type: query.type,
    resolved,
    candidates: RANKED_CANDIDATES,
    after,
    limit,
  });
  return pageOf(rows, query.perPage);
}

const pageOf = (rows: UserCardRow[], perPage: number) =>
  cursorPage(rows, perPage, (row) => [Number(row.sort_key), row.id], cardOf);

function cardOf(row: UserCardRow): UserListCard {
  return {
    _id: row.id,
    name: row.name,
    address: row.default_address,
    avatarUrl: profileImageUrl(row.avatar_url, row.avatar),
    bannerUrl: profileImageUrl(row.banner_url, row.banner),
    description: row.description,
    type: row.type,
    stats: {
      assetsCreated: capCount(row.assets_created).value,
      collections: capCount(row.collections).value,
    },
  };
}
