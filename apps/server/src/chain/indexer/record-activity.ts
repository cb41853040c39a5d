import type { Db } from "../../db/database.ts";
import { chainActivity } from "../../db/schema-chain.ts";
import type { ChainEvent } from "./chain-event.ts";
import { tokenKey } from "./token-key.ts";

type ActivityFields = Pick<
  typeof chainActivity.$inferInsert,
  "eventType" | "collection" | "tokenId" | "assetId" | "price" | "from" | "to"
>;

/** One activity row (spec section 3) for `event`, dated by its block. */
export async function recordActivity(db: Db, event: ChainEvent, fields: ActivityFields) {
  await db.insert(chainActivity).values({
    chainId: event.chainId,
    txHash: event.txHash,
    logIndex: event.logIndex,
    blockNumber: event.blockNumber,
    createdAt: event.blockTime,
    ...fields,
    tokenKey: fields.collection && fields.tokenId ? tokenKey(fields.collection, fields.tokenId) : null,
  });
}
