import { type SQL, desc, sql } from "drizzle-orm";
import { chainActivity } from "../db/schema-chain.ts";
import type { ActivityKey } from "./page-cursor.ts";

/** Activity newest first, as the chain ordered it; the chain id parts rows of several chains. */
export const activityOrder = [
  desc(chainActivity.blockNumber),
  desc(chainActivity.logIndex),
  desc(chainActivity.item),
  desc(chainActivity.chainId),
];

/**
 * Rows after `key` in that order. The block bound alone is what the token index's range uses; the
 * row comparison settles rows of the same block.
 */
export const activityBefore = ([block, logIndex, item, chainId]: ActivityKey): SQL =>
  sql`${chainActivity.blockNumber} <= ${block} and (${chainActivity.blockNumber}, ${chainActivity.logIndex}, ${chainActivity.item}, ${chainActivity.chainId}) < (${block}, ${logIndex}, ${item}, ${chainId})`;

export const activityKeyOf = (row: typeof chainActivity.$inferSelect): ActivityKey => [
  row.blockNumber,
  row.logIndex,
  row.item,
  row.chainId,
];
