import { type SQL, sql } from "drizzle-orm";

/**
 * chain_listings row `alias` is live: active on the chain, not expired, and its seller still holds
 * the token (the Store refuses a listing whose seller no longer does). The same rule as the cards'
 * units (services/assets/asset-cards.ts) and the domain's isListingLive. The holding is one key
 * lookup per listing, a scalar subquery: as an EXISTS the planner joined every balance of the seller
 * to every listing of theirs and sorted them, instead of walking their newest listings.
 */
export const liveListing = (alias: string): SQL => {
  const l = sql.raw(alias);
  return sql`${l}.state = 'active' and (${l}.expiration = 0 or ${l}.expiration > extract(epoch from now()))
    and coalesce((select s.balance from chain_balances s where s.chain_id = ${l}.chain_id
      and s.collection = ${l}.collection and s.token_id = ${l}.token_id and s.owner = ${l}.seller), 0) > 0`;
};
