import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";

const ZBlock = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ZLogIndex = z.number().int().min(0).max(2_147_483_647);
const ZChain = z.number().int().min(1).max(MAX_CHAIN_ID);

/** (block, log index, chain) of an executed integration's Bought row, newest first. */
export const ZBoughtKey = z.tuple([ZBlock, ZLogIndex, ZChain]);

/** The same, then the user's side of it (0 made, 1 received): a deal of the Deals tab. */
export const ZDealKey = z.tuple([ZBlock, ZLogIndex, ZChain, z.number().int().min(0).max(1)]);
type BoughtKey = z.infer<typeof ZBoughtKey>;

/**
 * Activity row `a` comes after `key` in that order. The block bound alone is what the wallet index's
 * range uses; the row comparison settles rows of the same block.
 */
export const boughtBefore = ([block, logIndex, chainId]: BoughtKey): SQL =>
  sql`a.block_number <= ${block}
    and (a.block_number, a.log_index, a.chain_id) < (${block}::bigint, ${logIndex}::integer, ${chainId}::integer)`;
