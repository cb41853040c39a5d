import {
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { hexBytes } from "./hex-bytes.ts";

// Facts the chain indexer copies from the chain (docs/decisions/004-indexer.md). Only the indexer
// writes these tables, a block's logs in one transaction with the cursor; a reorganisation deletes
// the rows past the fork and takes their effects back. Addresses are lowercase; uint256 values are
// numeric(78,0), read back as strings.
const uint = (name: string) => numeric(name, { precision: 78, scale: 0 });
const blockNumber = () => bigint("block_number", { mode: "number" }).notNull();

export const chainCursors = pgTable("chain_cursors", {
  chainId: integer("chain_id").primaryKey(),
  blockNumber: blockNumber(),
  blockHash: text("block_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every block whose logs the indexer applied, with its hash. A block's logs go in together, so its
// key is the guard against applying any of them twice; a roll-back looks for the fork by comparing
// these hashes with the chain's.
export const chainBlocks = pgTable(
  "chain_blocks",
  {
    chainId: integer("chain_id").notNull(),
    blockNumber: blockNumber(),
    blockHash: text("block_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
);

// The Store's events, each once, in the order a roll-back replays them (the Store's state is a
// chain of updates that cannot be subtracted). Transfers, nearly every log, are not kept here:
// their activity rows carry all a roll-back needs. A log is named by its block and its index in the
// block (the same identity as tx hash + log index, in integers). `args` is json (kept as written,
// read back only by the indexer): jsonb's conversion doubled the insert.
export const chainEvents = pgTable(
  "chain_events",
  {
    chainId: integer("chain_id").notNull(),
    blockNumber: blockNumber(),
    blockHash: text("block_hash").notNull(),
    blockTime: timestamp("block_time", { withTimezone: true }).notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    address: text("address").notNull(),
    eventName: text("event_name").notNull(),
    args: json("args").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber, t.logIndex] })],
);

export const chainCollections = pgTable(
  "chain_collections",
  {
    chainId: integer("chain_id").notNull(),
    address: text("address").notNull(),
    owner: text("owner").notNull(),
    kind: text("kind", { enum: ["single", "multiple"] }).notNull(),
    name: text("name").notNull(),
    createdTx: text("created_tx").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);

// Minted tokens; linked tokens (integrations) carry their original.
export const chainTokens = pgTable(
  "chain_tokens",
  {
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint("token_id").notNull(),
    mintedTx: text("minted_tx").notNull(),
    originalCollection: text("original_collection"),
    originalTokenId: uint("original_token_id"),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.collection, t.tokenId] }),
    // An original's linked tokens (Connected Asset Activity); only linked tokens are in it.
    index("chain_tokens_original")
      .on(t.originalCollection, t.originalTokenId)
      .where(sql`${t.originalCollection} is not null`),
  ],
);

// ERC-721 ownership is a balance of 1; rows at 0 are deleted. An ERC-1155 token has as many rows as
// holders: `chain_balances_holders` serves its holder list largest first, in keyset pages
// (docs/decisions/008, "Several holders of one token").
export const chainBalances = pgTable(
  "chain_balances",
  {
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint("token_id").notNull(),
    owner: text("owner").notNull(),
    balance: uint("balance").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.collection, t.tokenId, t.owner] }),
    // A wallet's tokens in key order: the profile's Owned tab pages them, the browse OWNED filter
    // finds them from the user's wallets (no chain id at hand). The chain id comes last in this and
    // the other profile indexes: a keyset row comparison is estimated by its first column, and one
    // that is the same on every row (one chain) made the planner expect no rows past any cursor.
    index("chain_balances_owner_tokens").on(t.owner, t.collection, t.tokenId, t.chainId),
    index("chain_balances_holders").on(t.chainId, t.collection, t.tokenId, t.balance, t.owner),
  ],
);

// How many wallets hold each token, kept beside its balances (a holding that appears adds one, one
// deleted at 0 takes one away; rows at 0 are deleted): the asset page's owner count without counting
// an ERC-1155 token's every holder.
export const chainTokenHolders = pgTable(
  "chain_token_holders",
  {
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint("token_id").notNull(),
    holders: integer("holders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.collection, t.tokenId] })],
);

export const chainListings = pgTable(
  "chain_listings",
  {
    chainId: integer("chain_id").notNull(),
    listingId: uint("listing_id").notNull(),
    seller: text("seller").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint("token_id").notNull(),
    supply: uint("supply").notNull(),
    royaltyFee: integer("royalty_fee").notNull(),
    royaltyRecipient: text("royalty_recipient").notNull(),
    /** Unix seconds as the chain holds them (uint64 on the Store, uint256 in its events); 0 = never expires. */
    expiration: uint("expiration").notNull(),
    state: text("state", { enum: ["active", "cancelled", "sold-out"] }).notNull(),
    createdTx: text("created_tx").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.listingId] }),
    index("chain_listings_token").on(t.chainId, t.collection, t.tokenId),
    // A seller's active listings newest first (the profile's On sale tab); ended ones are not in it.
    // What the liveness rule and the catalog lookup read follows the order, so a seller's page is
    // read from the index alone (as chain_activity_bought_from, below, and for the same reason).
    index("chain_listings_seller_active")
      .on(t.seller, t.listingId, t.chainId, t.collection, t.tokenId, t.expiration)
      .where(sql`${t.state} = 'active'`),
  ],
);

// One row per ListingApproved; `executedTx` is set by the AgreementExecuted that used it.
export const chainApprovals = pgTable(
  "chain_approvals",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    listingId: uint("listing_id").notNull(),
    proposer: text("proposer").notNull(),
    executedTx: text("executed_tx"),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index("chain_approvals_listing").on(t.chainId, t.listingId, t.proposer),
  ],
);

// Executed integrations, one per linked token minted: by a listing (AgreementExecuted, `kind`
// listing, with the listing's id and remaining supply) or by an accepted offer (OfferExecuted, `kind`
// offer, with the offer's id). `proposer` is the studio either way, so readers of integrations need
// not care which path made one (docs/decisions/018-offers.md).
export const chainExecutions = pgTable(
  "chain_executions",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    kind: text("kind", { enum: ["listing", "offer"] })
      .notNull()
      .default("listing"),
    listingId: uint("listing_id"),
    offerId: uint("offer_id"),
    proposer: text("proposer").notNull(),
    destinationCollection: text("destination_collection").notNull(),
    newTokenId: uint("new_token_id").notNull(),
    originalCollection: text("original_collection").notNull(),
    originalTokenId: uint("original_token_id").notNull(),
    remainingSupply: uint("remaining_supply"),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index("chain_executions_offer")
      .on(t.chainId, t.offerId)
      .where(sql`${t.offerId} is not null`),
    check(
      "chain_executions_kind_source",
      sql`(${t.kind} = 'listing' and ${t.listingId} is not null and ${t.remainingSupply} is not null and ${t.offerId} is null)
        or (${t.kind} = 'offer' and ${t.offerId} is not null and ${t.listingId} is null and ${t.remainingSupply} is null)`,
    ),
  ],
);

export const chainOffers = pgTable(
  "chain_offers",
  {
    chainId: integer("chain_id").notNull(),
    offerId: uint("offer_id").notNull(),
    assetId: text("asset_id").notNull(),
    offeror: text("offeror").notNull(),
    collectionOwner: text("collection_owner").notNull(),
    gameAddress: text("game_address").notNull(),
    // The token the offer is on and the royalty it carries (OfferMade); null on rows indexed from a
    // Store that did not name them.
    collection: text("collection"),
    tokenId: uint("token_id"),
    royaltyFee: integer("royalty_fee"),
    // Accepted is the last state: accepting executes the integration, found in chain_executions.
    state: text("state", { enum: ["made", "authorized", "accepted"] }).notNull(),
    // Where OfferMade is in the chain: only the holder's transfers after it end the offer.
    madeBlock: bigint("made_block", { mode: "number" }),
    madeLogIndex: integer("made_log_index"),
    // The token left the holder since the offer, so the Store refuses to authorize or accept it
    // (StaleOffer): an open offer no longer (chain/indexer/stale-offers.ts).
    stale: boolean("stale").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.offerId] }),
    // Open offers (made or authorized, stale or not) by their token: HAS OFFER in browse and the
    // indexer's staleness check. Accepted ones, the most of them in time, are never looked up here.
    index("chain_offers_open_token")
      .on(t.chainId, t.collection, t.tokenId)
      .where(sql`${t.state} in ('made', 'authorized')`),
    // The profile's Offers made and Offers received, newest first, with the asset each names (read
    // from the index alone), and an asset's other offers.
    index("chain_offers_offeror").on(t.offeror, t.offerId, t.chainId, t.assetId),
    index("chain_offers_collection_owner").on(t.collectionOwner, t.offerId, t.chainId, t.assetId),
    index("chain_offers_asset").on(t.assetId),
  ],
);

// Spec section 3 "Activity row"; event types Bought, Created, Listed, Minted, Offered, Transfered,
// Updated. `price` is the listing's royalty fee (percent ×100) where one applies. A transfer's rows
// (Minted, Transfered) are its record in the index: `amount` is what it moved, so a roll-back can
// take it back. Its addresses and hashes are bytea (hexBytes: `0x…` text to the code), half the
// bytes of a row that backfills write by the hundred thousand.
export const chainActivity = pgTable(
  "chain_activity",
  {
    chainId: integer("chain_id").notNull(),
    eventType: text("event_type", {
      enum: ["Bought", "Created", "Listed", "Minted", "Offered", "Transfered", "Updated"],
    }).notNull(),
    collection: hexBytes("collection"),
    tokenId: uint("token_id"),
    /** tokenKey(collection, tokenId) (chain/indexer/token-key.ts): what the token index holds. */
    tokenKey: bigint("token_key", { mode: "number" }),
    assetId: text("asset_id"),
    price: integer("price"),
    from: hexBytes("from"),
    to: hexBytes("to"),
    txHash: hexBytes("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    /** The row's place among its log's rows: a TransferBatch gives one per token. */
    item: integer("item").notNull().default(0),
    /** Transfers only: the units moved (1 for ERC-721). */
    amount: uint("amount"),
    blockNumber: blockNumber(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  // No key of its own: a row is one (block, log index, item) of a block `chain_blocks` lets in once.
  // The rows go in in chain order, so a BRIN index finds a roll-back's blocks for almost nothing.
  (t) => [
    index("chain_activity_block").using("brin", t.blockNumber),
    // Its rows are also compared on collection and token id, which follow from the key: migration
    // 0019 states that dependency (CREATE STATISTICS), or a busy token's rows are underestimated.
    index("chain_activity_token_key").on(t.tokenKey, t.blockNumber),
    // Price History: a token's listing fees without reading past its transfers (a busy token has
    // thousands); transfers, nearly every row, are not in it, so backfills do not maintain it.
    index("chain_activity_price_points")
      .on(t.tokenKey, t.blockNumber)
      .where(sql`${t.eventType} in ('Listed', 'Updated') and ${t.price} is not null`),
    // Integrations executed (Bought) in a trending period, per token (docs/decisions/014).
    index("chain_activity_bought")
      .on(t.tokenKey, t.createdAt)
      .where(sql`${t.eventType} = 'Bought'`),
    // A wallet's executed integrations newest first, as seller (`from`) or as studio (`to`): the
    // profile's deals, Sold tab and integration figures. Only Bought rows naming both are in them,
    // and the row's other columns follow the order's, so a wallet's page is read from the index
    // alone: the planner takes a busy wallet's Bought rows (a sliver of the table) for a handful,
    // and with the heap to visit it fetched and sorted all of them rather than walk the newest.
    index("chain_activity_bought_from")
      .on(
        t.from,
        t.blockNumber,
        t.logIndex,
        t.chainId,
        t.to,
        t.collection,
        t.tokenId,
        t.tokenKey,
        t.txHash,
        t.createdAt,
      )
      .where(sql`${t.eventType} = 'Bought' and ${t.from} is not null and ${t.to} is not null`),
    index("chain_activity_bought_to")
      .on(
        t.to,
        t.blockNumber,
        t.logIndex,
        t.chainId,
        t.from,
        t.collection,
        t.tokenId,
        t.tokenKey,
        t.txHash,
        t.createdAt,
      )
      .where(sql`${t.eventType} = 'Bought' and ${t.from} is not null and ${t.to} is not null`),
  ],
);
