import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import type { UserListCard, UsersPage } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { ZCreatedAtKey, createdBefore, cursorPage, decodeCursor, microsOf } from "../page-cursor.ts";
import { type ResolvedSearch, resolveSearch, textMatches, textRank } from "../search/asset-text-match.ts";
import { RANKED_CANDIDATES } from "../search/find-search-results.ts";
import { profileImageUrl } from "./find-user-profile.ts";
import { assetsCreatedCount, capCount, collectionsCreatedCount } from "./profile-counts.ts";

type Query = { type: UserTypeFilter; search?: string; cursor?: string; perPage: number };
type Row = {
  id: string;
  name: string;
  default_address: string;
  avatar: string | null;
  avatar_url: string | null;
  banner: string | null;
  banner_url: string | null;
  description: string | null;
  type: UserListCard["type"];
  sort_key: number | string;
  assets_created: number;
  collections: number;
};

// A ranked page's key: the name's relevance (float8, exact through JSON) and the id.
const ZRankKey = z.tuple([z.number(), z.guid()]);

const CARD_COLUMNS = sql`u.id, u.name, u.default_address, u.avatar, u.avatar_url, u.banner, u.banner_url,
  u.description, u.type`;

/**
 * GET /api/users (spec section 2 user cards, filter All / Studio / Creator; admins only under All):
 * newest first on users_recent_idx / users_type_recent_idx, or, with a search, by relevance through
 * the header search's name match (docs/decisions/015-search.md: prefixes, typos corrected, the best of
 * RANKED_CANDIDATES matches). Keyset pages either way; the figures are counted on the page's rows only.
 */
export async function findUserList({ db }: { db: Db }, query: Query): Promise<UsersPage> {
  const typeCondition = query.type === "all" ? sql`true` : sql`u.type = ${query.type}`;
  if (!query.search) return newestUsers(db, query, typeCondition);
  const resolved = await resolveSearch(db, query.search);
  // A text with no word to look for finds nobody rather than everybody.
  if (!resolved) return { data: [], nextCursor: null };
  return rankedUsers(db, query, typeCondition, resolved);
}

async function newestUsers(db: Db, query: Query, typeCondition: SQL): Promise<UsersPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZCreatedAtKey);
  const afterKey = after ? sql`and ${createdBefore(sql`u.created_at`, sql`u.id`, after)}` : sql``;
  const result =
    await db.execute(sql`${withFigures(sql`select ${CARD_COLUMNS}, ${microsOf(sql`u.created_at`)} as sort_key
      from users u where ${typeCondition} ${afterKey}
      order by u.created_at desc, u.id desc limit ${query.perPage + 1}`)}
    order by p.sort_key::bigint desc, p.id desc`);
  return cursorPage(rowsOf<Row>(result), query.perPage, (row) => [Number(row.sort_key), row.id], cardOf);
}

async function rankedUsers(
  db: Db,
  query: Query,
  typeCondition: SQL,
  resolved: ResolvedSearch,
): Promise<UsersPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZRankKey);
  const afterKey = after
    ? sql`where c.sort_key < ${after[0]}::float8 or (c.sort_key = ${after[0]}::float8 and c.id > ${after[1]}::uuid)`
    : sql``;
  const result = await db.execute(sql`${withFigures(sql`select c.* from (
        select ${CARD_COLUMNS}, (${textRank(sql`u.name_tsv`, resolved)})::float8 as sort_key
        from users u where ${textMatches(sql`u.name_tsv`, resolved)} and ${typeCondition}
        limit ${RANKED_CANDIDATES}) c ${afterKey}
      order by c.sort_key desc, c.id asc limit ${query.perPage + 1}`)}
    order by p.sort_key desc, p.id asc`);
  return cursorPage(rowsOf<Row>(result), query.perPage, (row) => [Number(row.sort_key), row.id], cardOf);
}

/** The page's rows `p` with their figures, counted after the page is cut rather than per candidate. */
const withFigures = (page: SQL) => sql`select p.*, ${assetsCreatedCount(sql`p.id`)} as assets_created,
    ${collectionsCreatedCount(sql`p.id`)} as collections
  from (${page}) p`;

function cardOf(row: Row): UserListCard {
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
