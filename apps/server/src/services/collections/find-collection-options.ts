import type {
  CollectionOptionsPage,
  ZCollectionOptionsQuery,
} from "@meshlink/domain/collections-browse.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findCollectionOptionsPage } from "../../db/queries/collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";

// The browse sidebar's Collection section (spec section 3 "Collection option in filters"):
// alphabetical, keyset-paged over collection_stats (name, collection_id).

const ZNameKey = z.tuple([z.string().max(1000), z.guid()]);

export async function findCollectionOptions(
  { db }: { db: Db },
  query: z.output<typeof ZCollectionOptionsQuery>,
): Promise<CollectionOptionsPage> {
  const rows = await findCollectionOptionsPage(db, {
    chainId: query.blockchainId,
    search: query.search,
    after: query.cursor ? decodeCursor(query.cursor, ZNameKey) : undefined,
    limit: query.perPage + 1,
  });
  return cursorPage(
    rows,
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
