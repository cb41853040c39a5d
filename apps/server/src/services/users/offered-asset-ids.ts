import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZUintString } from "@meshlink/domain/entities/uint";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";
import { offerAssetUuid } from "./offer-asset-id.ts";
import { eachWallet, isOneOf } from "./profile-wallets.ts";

const ZOfferKey = z.tuple([ZUintString, z.number().int().min(1).max(MAX_CHAIN_ID)]);

type Row = { chain_id: number; offer_id: string; id: string };

/**
 * The profile's Offers made and Offers received tabs, from the indexer's offers (Store `makeOffer`,
 * docs/decisions/002): made are the offers one of the user's wallets made (`offeror`), received
 * those addressed to one of them (`collectionOwnerAddr`, the party the Store lets authorise it). Each
 * offer names a catalog asset by its id (offer-asset-id.ts); newest offer first, an asset once.
 * Received leaves out stale offers (the token left the holder, so the Store refuses them): there is
 * nothing left to answer. Made keeps them: the studio sees them marked on the asset's page.
 */
export async function offeredAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
  side: "made" | "received",
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZOfferKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const party = sql.raw(side === "made" ? "offeror" : "collection_owner");
  const valid = (offer: string) => (side === "received" ? sql.raw(`and not ${offer}.stale`) : sql``);
  const afterKey = after
    ? sql`and (o.offer_id, o.chain_id) < (${after[0]}::numeric, ${after[1]}::integer)`
    : sql``;
  const result = await db.execute(sql`
    select t.chain_id, t.offer_id::text as offer_id, t.id
    from (${eachWallet(
      owner.wallets,
      (wallet) => sql`select o.chain_id, o.offer_id, a.id from chain_offers o
        join assets a on a.id = ${offerAssetUuid(sql`o.asset_id`)}
        where o.${party} = ${wallet} ${afterKey} ${valid("o")}
          and not exists (select 1 from chain_offers n where n.asset_id = o.asset_id
            and ${isOneOf(sql`n.${party}`, owner.wallets)} and (n.offer_id, n.chain_id) > (o.offer_id, o.chain_id)
            ${valid("n")})
        order by o.offer_id desc, o.chain_id desc
        limit ${perPage + 1}`,
    )}) t
    order by t.offer_id desc, t.chain_id desc
    limit ${perPage + 1}`);
  return cursorPage(
    rowsOf<Row>(result),
    perPage,
    (row) => [row.offer_id, row.chain_id],
    (row) => row.id,
  );
}
