import { z } from "zod";
import { ZChainId, ZId, MAX_CHAIN_ID } from "./entities/scalars.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZActivityRow } from "./entities/activity-row.ts";
import { zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { ZTokenId } from "./entities/uint.ts";

// Spec section 7 "Activity history (address, tokenId, page, perPage)"; page size 50 (section 9).
// Keyset pages (cursor, nextCursor) instead of page numbers and totals (docs/decisions/011). Rows
// come from the chain indexer (docs/decisions/004-indexer.md).
export const ZActivityQuery = z
  .object({
    address: ZAddress,
    tokenId: ZTokenId,
    /** Only this chain's rows; all chains when absent. */
    chainId: z.coerce.number().int().positive().max(MAX_CHAIN_ID).optional(),
  })
  .extend(zCursorPageQuery(PAGE_SIZES.activity).shape);
export type ActivityQuery = z.infer<typeof ZActivityQuery>;

/** The MeshLink user behind an activity party's address; null for a wallet without an account. */
const ZActivityPerson = z.object({ _id: ZId, name: z.string() }).nullable();
export type ActivityPerson = z.infer<typeof ZActivityPerson>;

const ZActivityHistoryRow = ZActivityRow.extend({
  fromUser: ZActivityPerson,
  toUser: ZActivityPerson,
  chainId: ZChainId,
  txHash: z.string().regex(/^0x[0-9a-f]{64}$/),
  /** Block-explorer link for the transaction in the server's chain mode; null without an explorer. */
  txUrl: z.string().nullable(),
});

export const ZActivityHistory = zCursorPage(ZActivityHistoryRow);
export type ActivityHistory = z.infer<typeof ZActivityHistory>;

// Connected Asset Activity (spec section 2): the activity of the linked tokens minted from this
// original by integrations, each row naming its linked token.
const ZConnectedActivityRow = ZActivityHistoryRow.extend({ address: ZAddress, tokenId: ZTokenId });
export const ZConnectedActivity = zCursorPage(ZConnectedActivityRow);
export type ConnectedActivity = z.infer<typeof ZConnectedActivity>;

// Price History from real events: the listing's royalty fee (percent ×100) each time it was listed or
// edited, oldest first; the latest PRICE_HISTORY_POINTS of them, as many as the chart can show.
export const PRICE_HISTORY_POINTS = 200;
export const ZPriceHistoryQuery = z.object({ address: ZAddress, tokenId: ZTokenId });
const ZPricePoint = z.object({ createdAt: z.iso.datetime({ offset: true }), price: z.number().int() });
export const ZPriceHistory = z.object({ data: z.array(ZPricePoint) });
export type PriceHistory = z.infer<typeof ZPriceHistory>;
