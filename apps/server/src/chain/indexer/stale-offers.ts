import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { tokenKeySql } from "./token-key.ts";

const OFFER_EVENTS: ReadonlySet<string> = new Set([
  "OfferMade",
  "OfferAuthorized",
  "OfferAccepted",
  "OfferExecuted",
]);

const bytes = (column: SQL) => sql`decode(substr(${column}, 3), 'hex')`;

// The token's rows in chain_activity, by its token index (the collection and id follow from the key).
const tokenRows = sql`a.token_key = ${tokenKeySql(sql`o.collection`, sql`o.token_id`)}
  and a.chain_id = o.chain_id and a.collection = ${bytes(sql`o.collection`)} and a.token_id = o.token_id`;

/**
 * Whether the offer `o` is stale as the Store judges it (authorizeOffer and acceptOffer revert
 * StaleOffer, docs/decisions/018). A MeshLink collection's ownership nonce changes whenever the token
 * leaves the holder — any transfer from them, a part of an ERC-1155 balance or a transfer to
 * themselves — so one transfer from the holder after OfferMade ends the offer for good. An external
 * collection keeps no nonce: the Store asks only whether the holder holds the token now, so its offer
 * is stale while the holder's balance is 0, and fresh again when the token comes back.
 */
const staleNow = sql`(
  exists (
    select 1 from chain_activity a
    where ${tokenRows} and a.block_number >= o.made_block
      and a.event_type = 'Transfered' and a."from" = ${bytes(sql`o.collection_owner`)}
      and (a.block_number > o.made_block or a.log_index > o.made_log_index))
  and (
    exists (select 1 from chain_collections c where c.chain_id = o.chain_id and c.address = o.collection)
    or not exists (
      select 1 from chain_balances b
      where b.chain_id = o.chain_id and b.collection = o.collection and b.token_id = o.token_id
        and b.owner = o.collection_owner and b.balance > 0)))`;

/**
 * Marks the chain's open offers (made or authorized) stale or fresh as the index now says, in the
 * caller's transaction; the statement triggers on chain_offers (migration 0034) refresh browse's HAS
 * OFFER in the same one. `movedSince`: only offers whose token moved in a block from there on (a
 * range just applied); without it every open offer is looked at (after a roll-back). Answers the
 * catalog ids of the assets whose offers changed.
 */
export async function refreshStaleOffers(db: Db, chainId: number, movedSince?: number): Promise<string[]> {
  const moved =
    movedSince === undefined
      ? sql``
      : sql`and exists (select 1 from chain_activity a
          where ${tokenRows} and a.block_number >= ${movedSince} and a.amount is not null)`;
  const result = await db.execute(sql`
    with judged as (
      select o.chain_id, o.offer_id, ${staleNow} as stale
      from chain_offers o
      where o.chain_id = ${chainId} and o.state in ('made', 'authorized') and o.collection is not null ${moved})
    update chain_offers o set stale = judged.stale
    from judged
    where o.chain_id = judged.chain_id and o.offer_id = judged.offer_id and o.stale <> judged.stale
    returning offer_asset_uuid(o.asset_id)::text as id`);
  return assetIds(result);
}

/** The catalog ids of the assets named by the offers of `events` (Store events), as chain_offers holds them. */
export async function assetsOfOfferEvents(
  db: Db,
  chainId: number,
  events: readonly { eventName: string; args: Record<string, unknown> }[],
) {
  const offers = events.filter((e) => OFFER_EVENTS.has(e.eventName));
  const offerIds = [...new Set(offers.map((e) => String(e.args.offerId)))];
  if (offerIds.length === 0) return [];
  const result = await db.execute(sql`
    select offer_asset_uuid(asset_id)::text as id from chain_offers
    where chain_id = ${chainId} and offer_id = any(${sql.param(offerIds)}::numeric[])`);
  return assetIds(result);
}

function assetIds(result: unknown): string[] {
  const rows = (result as { rows: { id: string | null }[] }).rows;
  return [...new Set(rows.flatMap((row) => (row.id ? [row.id] : [])))];
}
