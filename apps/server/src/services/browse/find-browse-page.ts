import {
  BROWSE_COUNT_CAP,
  type BrowseAssetsPage,
  type CappedCount,
  type ZBrowseAssetsRequest,
} from "@meshlink/domain/browse-api.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import {
  cappedCount,
  countBrowse,
  countedOnWrite,
  countMatches,
} from "../../db/queries/browse/browse-counts.ts";
import {
  type BrowsePageRow,
  browseRowsEstimate,
  findBrowsePageRows,
} from "../../db/queries/browse/browse-page-rows.ts";
import { SEARCH_TIERS, type SearchTier } from "../../db/queries/browse/browse-search.ts";
import { type SortKey, type SortSpec, sortSpec } from "../../db/queries/browse/browse-sorts.ts";
import { assetCards } from "../assets/asset-cards.ts";
import { decodeCursor, encodeCursor } from "../page-cursor.ts";
import { ServiceError } from "../service-error.ts";
import { type BrowseViewer, resolveFilters } from "./browse-filters.ts";

type BrowseAssetsInput = z.output<typeof ZBrowseAssetsRequest>;
type PageRow = BrowsePageRow & { tier?: SearchTier };

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
  const filters = await resolveFilters(db, request, viewer);
  const { search } = filters;
  const spec = sortSpec(request.sort, request.period, search);
  const cursor = request.cursor ? afterCursor(spec, request.cursor) : null;
  const want = request.perPage + 1;
  if (search && spec.tiered) {
    // Each tier's matches counted first (up to the cap): they choose how its rows are read. Past the
    // cap the total is capped whatever the second tier holds, which is then counted only if read.
    const tiers = SEARCH_TIERS.filter((tier) => !cursor?.tier || tier >= cursor.tier);
    const countTier = (tier: SearchTier) => countMatches(db, filters, tier);
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
      const found = await findBrowsePageRows(db, filters, spec, {
        after,
        tier,
        limit: want - rows.length,
        byIndex: walk,
      });
      rows.push(...found.map((row) => ({ ...row, tier })));
      if (rows.length >= want) break;
    }
    return reply(rows, cappedCount(first + (first <= BROWSE_COUNT_CAP ? counts.get(2)! : 0)));
  }
  // With the sidebar's sections (and a price range) alone the count, kept on write, comes first and
  // costs nearly nothing: when nothing matches, no index is walked looking for a row that is not there.
  const total = countedOnWrite(filters) ? await countBrowse(db, filters) : undefined;
  if (total?.count === 0) return { data: [], nextCursor: null, total };
  const [rows, counted] = await Promise.all([
    findBrowsePageRows(db, filters, spec, { after: cursor?.after, limit: want, byIndex: true }),
    total ?? countBrowse(db, filters),
  ]);
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

const ZTier = z.union(SEARCH_TIERS.map((tier) => z.literal(tier)));
const ZBrowseCursor = z.union([
  z.tuple([z.string().max(20), z.number().finite(), z.guid()]),
  z.tuple([z.string().max(20), z.number().finite(), z.guid(), ZTier]),
]);

const encodeBrowseCursor = (spec: SortSpec, key: number, id: string, tier?: SearchTier) =>
  encodeCursor(spec.tiered && tier !== undefined ? [spec.tag, key, id, tier] : [spec.tag, key, id]);

/**
 * Where the page after the cursor starts: the rows after it in the sort's order (within its tier,
 * for a tiered sort; the later tiers follow whole). A cursor of another list or sort is a 400.
 */
function afterCursor(spec: SortSpec, cursor: string): { after: SortKey; tier: SearchTier | null } {
  const [tag, key, id, tier] = decodeCursor(cursor, ZBrowseCursor);
  // Within what the key's column holds: an integer, or microseconds a timestamp holds.
  const bound = spec.time ? Number.MAX_SAFE_INTEGER : 2_147_483_647;
  const fits = Number.isInteger(key) && Math.abs(key) <= bound;
  if (tag !== spec.tag || !fits || (tier !== undefined) !== !!spec.tiered)
    throw new ServiceError("INVALID_REQUEST", "Invalid page cursor");
  return { after: { key, id }, tier: tier ?? null };
}
