import { z } from "zod";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZId, ZRecordId } from "./entities/scalars.ts";
import { ZUintString } from "./entities/uint.ts";

// The holders of one token, as OpenSea lists the owners of a multi-edition token: every wallet with a
// balance, largest first, with the registered user behind it where one is known
// (docs/decisions/008, "Several holders of one token").
//   GET /api/assets/{address}/{tokenId}/holders?after&perPage&userId → AssetHoldersPage
// `userId` keeps only that user's wallets: the asset page asks it for the viewer's own holding.

export const HOLDERS_PAGE_SIZE = PAGE_SIZES.standard;

// A keyset position: the last row's balance and address. Pages go by (balance, address) descending,
// the order of the index they are read from, so no page costs more than its own rows.
const CURSOR_PATTERN = /^(0|[1-9]\d{0,77}):0x[0-9a-f]{40}$/;
type HoldersCursor = { balance: string; address: string };

export const holdersCursor = (holder: { balance: string; address: string }): string =>
  `${holder.balance}:${holder.address}`;

export const readHoldersCursor = (cursor: string): HoldersCursor => {
  const [balance = "", address = ""] = cursor.split(":");
  return { balance, address };
};

export const ZAssetHoldersQuery = z.object({
  after: z.string().regex(CURSOR_PATTERN, { error: "Expected a cursor from the previous page" }).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(HOLDERS_PAGE_SIZE),
  userId: ZRecordId.optional(),
});

const ZAssetHolder = z.object({
  address: ZAddress,
  balance: ZUintString,
  // The registered user whose wallet this is; null for a wallet nobody registered.
  user: z.object({ _id: ZId, name: z.string() }).nullable(),
});
export type AssetHolder = z.infer<typeof ZAssetHolder>;

// `next` is the cursor of the following page, null on the last one.
export const ZAssetHoldersPage = z.object({
  data: z.array(ZAssetHolder),
  next: z.string().nullable(),
});
export type AssetHoldersPage = z.infer<typeof ZAssetHoldersPage>;

// A user's holding across all their wallets, the amount they may list (uint256 sums as bigint).
export const holdingOf = (holders: readonly Pick<AssetHolder, "balance">[]): bigint =>
  holders.reduce((sum, holder) => sum + BigInt(holder.balance), 0n);
