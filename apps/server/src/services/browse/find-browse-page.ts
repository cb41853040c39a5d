import {
  BROWSE_COUNT_CAP,
  type BrowseAssetsPage,
  type CappedCount,
  type ZBrowseAssetsRequest,
} from "@meshlink/domain/browse-api.types";
import { type SQL, and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { assetTextCondition } from "../../db/queries/text-match.ts";
import { assetBrowse, assets } from "../../db/schema.ts";
import { assetCards } from "../assets/asset-cards.ts";
import { SEARCH_TIERS, type SearchTier, resolveBrowseSearch, searchTierCondition } from "./browse-search.ts";
import { type BrowseViewer, allRowConditions, resolveFilters } from "./browse-filters.ts";
import { afterCursor, encodeBrowseCursor, orderOf, selectedKey, sortSpec } from "./browse-sorts.ts";
import { cappedCount, countBrowse, countMatches } from "./count-browse.ts";

type BrowseAssetsInput = z.output<typeof ZBrowseAssetsRequest>;
type PageRow = { id: string; key: number; price: number | null; tier?: SearchTier };

/**
 * POST /api/assets/list (spec section 2 "Browse", section 7): one keyset page of asset cards for
 * the filters and sort, over the browse read model (docs/decisions/014-browse-read-model.md), with
 * the number of matches counted up to a cap. A search in the default order reads its relevance
 * tiers one after the other (docs/decisions/015-search.md), each a keyset walk that stops after
 * the rows the page still needs.
 */
export async function findBrowsePage(
  { db }: { db: Db },
  request: BrowseAssetsInput,
  viewer: BrowseViewer,
): Promise<BrowseAssetsPage> {
  const filters = resolveFilters(request, viewer, await resolveBrowseSearch(db, request.search));
  const { search } = filters;
  const spec = sortSpec(request.sort, request.period, search);
  const cursor = request.cursor ? afterCursor(spec, request.cursor) : null;
  // A search matches on the joined catalog row's name, whose statistics and index the planner weighs.
  const rowsWhere = (condition: SQL | undefined, searchAs?: SQL) =>
    and(allRowConditions(filters, { searchAs }), condition);
  /** The rows in the sort's order; with `byIndex` false, in an order no index holds (then sorted). */
  const read = (where: SQL | undefined, limit: number, byIndex: boolean): Promise<PageRow[]> => {
    const rowsOn = (on: Pick<Db, "select">) => {
      const query = on
        .select({ id: assetBrowse.assetId, key: selectedKey(spec), price: assetBrowse.price })
        .from(assetBrowse);
      const joined = search ? query.innerJoin(assets, eq(assets.id, assetBrowse.assetId)) : query;
      return joined
        .where(where)
        .orderBy(...orderOf(spec, { byIndex }))
        .limit(limit);
    };
    if (byIndex) return rowsOn(db);
    // A few matches sorted: the planner, which overestimates rare words, would otherwise start
    // parallel workers for them (~250 ms on a loaded 2-core machine for 20 rows found in 0.4 ms).
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return rowsOn(tx);
    });
  };
  const want = request.perPage + 1;
  if (search && spec.tiered) {
    // Each tier's matches counted first (up to the cap): they choose how its rows are read. Past the
    // cap the total is capped whatever the second tier holds, which is then counted only if read.
    const tiers = SEARCH_TIERS.filter((tier) => !cursor?.tier || tier >= cursor.tier);
    const countTier = (tier: SearchTier) => countMatches(db, filters, searchTierCondition(search, tier));
    const [first, tableRows] = await Promise.all([countTier(1), browseRowsEstimate(db)]);
    const counts = new Map<SearchTier, number>([[1, first]]);
    if (first <= BROWSE_COUNT_CAP) counts.set(2, await countTier(2));
    const rows: PageRow[] = [];
    for (const tier of tiers) {
      const matches = counts.get(tier) ?? (await countTier(tier));
      if (matches === 0) continue;
      const after = cursor?.tier === tier ? cursor.after : undefined;
      // Walking the popularity index reads about want × table / matches rows until the page is full;
      // reading the matches from the names' index and sorting them reads `matches` rows.
      const walk = matches * matches > want * tableRows;
      const found = await read(rowsWhere(after, searchTierCondition(search, tier)), want - rows.length, walk);
      rows.push(...found.map((row) => ({ ...row, tier })));
      if (rows.length >= want) break;
    }
    return reply(rows, cappedCount(first + (first <= BROWSE_COUNT_CAP ? counts.get(2)! : 0)));
  }
  // With the sidebar's sections alone the rollup's count comes first and costs nearly nothing: when
  // nothing matches, no index is walked looking for a row that is not there.
  const sectionsOnly = filters.rows.length === 0;
  const total = sectionsOnly ? await countBrowse(db, filters) : undefined;
  if (total?.count === 0) return { data: [], nextCursor: null, total };
  const where = rowsWhere(cursor?.after, search ? assetTextCondition(search) : undefined);
  const [rows, counted] = await Promise.all([read(where, want, true), total ?? countBrowse(db, filters)]);
  return reply(rows, counted);

  async function reply(rows: PageRow[], total: CappedCount): Promise<BrowseAssetsPage> {
    const kept = rows.slice(0, request.perPage);
    const last = kept.at(-1);
    return {
      data: await assetCards(
        db,
        kept.map((row) => ({ id: row.id, listed: row.price !== null })),
        viewer,
      ),
      nextCursor:
        rows.length > request.perPage && last
          ? encodeBrowseCursor(spec, Number(last.key), last.id, last.tier)
          : null,
      total,
    };
  }
}

/** How many rows the read model holds, as the planner's statistics say (no count of a million rows). */
async function browseRowsEstimate(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'asset_browse'::regclass`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
