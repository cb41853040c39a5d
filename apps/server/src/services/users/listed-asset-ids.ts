import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZUintString } from "@meshlink/domain/entities/uint";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { liveListing } from "../../db/queries/listings.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";
import { eachWallet, isOneOf } from "./profile-wallets.ts";

const ZListingKey = z.tuple([ZUintString, z.number().int().min(1).max(MAX_CHAIN_ID)]);

type Row = { chain_id: number; listing_id: string; id: string };

/**
 * The profile's On sale tab (the Listed page): assets the user's wallets offer in a live listing,
 * newest listing first, from each wallet's chain_listings_seller_active range. A token with several
 * live listings of the user's is shown once, at the newest.
 */
export async function listedAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZListingKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const afterKey = after
    ? sql`and (l.listing_id, l.chain_id) < (${after[0]}::numeric, ${after[1]}::integer)`
    : sql``;
  const result = await db.execute(sql`
    select t.chain_id, t.listing_id::text as listing_id, t.id
    from (${eachWallet(
      owner.wallets,
      (wallet) => sql`select l.chain_id, l.listing_id, a.id from chain_listings l
        join assets a on a.chain_id = l.chain_id and a.collection_address = l.collection and a.token_id = l.token_id
        where l.seller = ${wallet} and ${liveListing("l")} ${afterKey}
          and not exists (select 1 from chain_listings n where n.chain_id = l.chain_id
            and n.collection = l.collection and n.token_id = l.token_id and n.listing_id > l.listing_id
            and ${isOneOf(sql`n.seller`, owner.wallets)} and ${liveListing("n")})
        order by l.listing_id desc, l.chain_id desc
        limit ${perPage + 1}`,
    )}) t
    order by t.listing_id desc, t.chain_id desc
    limit ${perPage + 1}`);
  return cursorPage(
    rowsOf<Row>(result),
    perPage,
    (row) => [row.listing_id, row.chain_id],
    (row) => row.id,
  );
}
