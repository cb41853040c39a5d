import type {
  CollectionOptionsPage,
  ZCollectionOptionsQuery,
} from "@meshlink/domain/collections-browse.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { likePattern, rowsOf } from "./find-collection-cards.ts";

// The browse sidebar's Collection section (spec section 3 "Collection option in filters"):
// alphabetical, keyset-paged over collection_stats (name, collection_id).

const ZNameKey = z.tuple([z.string().max(1000), z.guid()]);

type OptionRow = { collection_id: string; name: string; logo_key: string | null; address: string };

export async function findCollectionOptions(
  { db }: { db: Db },
  query: z.output<typeof ZCollectionOptionsQuery>,
): Promise<CollectionOptionsPage> {
  const where: SQL[] = [];
  if (query.blockchainId !== undefined) where.push(sql`s.chain_id = ${query.blockchainId}`);
  if (query.search) {
    where.push(sql`(c.name ilike ${likePattern(query.search)} or c.name % ${query.search})`);
  }
  if (query.cursor) {
    const [name, id] = decodeCursor(query.cursor, ZNameKey);
    where.push(sql`(s.name, s.collection_id) > (${name}, ${id}::uuid)`);
  }
  const result = await db.execute(sql`
    select s.collection_id, s.name, c.logo_key, s.address
    from collection_stats s join collections c on c.id = s.collection_id
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    order by s.name, s.collection_id limit ${query.perPage + 1}`);
  return cursorPage(
    rowsOf<OptionRow>(result),
    query.perPage,
    (row) => [row.name, row.collection_id],
    (row) => ({
      _id: row.collection_id,
      name: row.name,
      logoUrl: row.logo_key ? imageUrl(row.logo_key) : null,
      address: row.address,
    }),
  );
}
