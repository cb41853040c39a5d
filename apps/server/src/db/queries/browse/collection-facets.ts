import { COLLECTION_FACET_CAP, type CollectionFacets } from "@meshlink/domain/browse-api.types";
import { sql } from "drizzle-orm";
import type { Db } from "../../database.ts";
import { assetBrowse } from "../../schema.ts";
import { type ResolvedFilters, allRowConditions } from "./browse-conditions.ts";

/**
 * How many assets each Collection option in `optionIds` would leave under `filters` (which hold no
 * collection choice). Each option counts its rows through the read model's collection index,
 * stopping past the cap, so a page of options costs at most options × cap index entries whatever
 * the marketplace's size.
 */
export async function findCollectionFacetCounts(
  db: Db,
  filters: ResolvedFilters,
  optionIds: readonly string[],
): Promise<CollectionFacets> {
  const others = allRowConditions(filters) ?? sql`true`;
  const ids = [...new Set(optionIds)];
  const result: unknown = await db.execute(sql`
    select o.id::text as id, (select count(*) from (
        select 1 from ${assetBrowse} where ${assetBrowse.collectionId} = o.id and ${others}
        limit ${COLLECTION_FACET_CAP + 1}) as matched)::integer as n
    from (values ${sql.join(
      ids.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as o(id)`);
  const rows = (result as { rows: { id: string; n: number }[] }).rows;
  return rows.map((row) => ({
    value: row.id,
    count: Math.min(Number(row.n), COLLECTION_FACET_CAP),
    capped: Number(row.n) > COLLECTION_FACET_CAP,
  }));
}
