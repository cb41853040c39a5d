import type { UserTypeFilter } from "@meshlink/domain/constants/user-types";
import type { UserListCard } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { type CreatedAtKey, createdBefore, microsOf } from "../page-keys.ts";
import { rowsOf } from "../rows-of.ts";
import { assetsCreatedCount, collectionsCreatedCount } from "./profile-counts.ts";
import { type ResolvedSearch, textMatches, textRank } from "./text-match.ts";

// The people list's user cards (GET /api/users), a keyset page at a time: newest first on
// users_recent_idx / users_type_recent_idx, or by relevance to a resolved search among the first
// matches of the names' index. The figures are counted on the page's rows only.

export type UserCardRow = {
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

const CARD_COLUMNS = sql`u.id, u.name, u.default_address, u.avatar, u.avatar_url, u.banner, u.banner_url,
  u.description, u.type`;

const typeCondition = (type: UserTypeFilter): SQL => (type === "all" ? sql`true` : sql`u.type = ${type}`);

/** The page's rows `p` with their figures, counted after the page is cut rather than per candidate. */
const withFigures = (page: SQL) => sql`select p.*, ${assetsCreatedCount(sql`p.id`)} as assets_created,
    ${collectionsCreatedCount(sql`p.id`)} as collections
  from (${page}) p`;

/** Newest first; `sort_key` is the creation time in microseconds. */
export async function findNewestUserCards(
  db: Db,
  page: { type: UserTypeFilter; after?: CreatedAtKey; limit: number },
): Promise<UserCardRow[]> {
  const afterKey = page.after ? sql`and ${createdBefore(sql`u.created_at`, sql`u.id`, page.after)}` : sql``;
  const result =
    await db.execute(sql`${withFigures(sql`select ${CARD_COLUMNS}, ${microsOf(sql`u.created_at`)} as sort_key
      from users u where ${typeCondition(page.type)} ${afterKey}
      order by u.created_at desc, u.id desc limit ${page.limit}`)}
    order by p.sort_key::bigint desc, p.id desc`);
  return rowsOf<UserCardRow>(result);
}

type RankedPage = {
  type: UserTypeFilter;
  resolved: ResolvedSearch;
  candidates: number;
  after?: readonly [number, string];
  limit: number;
};

/**
 * The best-ranked of the first `candidates` name matches, best first; `sort_key` is the relevance
 * (float8, exact through JSON).
 */
export async function findRankedUserCards(db: Db, page: RankedPage): Promise<UserCardRow[]> {
  const { after, resolved } = page;
  const afterKey = after
    ? sql`where c.sort_key < ${after[0]}::float8 or (c.sort_key = ${after[0]}::float8 and c.id > ${after[1]}::uuid)`
    : sql``;
  const result = await db.execute(sql`${withFigures(sql`select c.* from (
        select ${CARD_COLUMNS}, (${textRank(sql`u.name_tsv`, resolved)})::float8 as sort_key
        from users u where ${textMatches(sql`u.name_tsv`, resolved)} and ${typeCondition(page.type)}
        limit ${page.candidates}) c ${afterKey}
      order by c.sort_key desc, c.id asc limit ${page.limit}`)}
    order by p.sort_key desc, p.id asc`);
  return rowsOf<UserCardRow>(result);
}
