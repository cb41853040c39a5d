import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Deal, DealsPage } from "@meshlink/domain/users-api.types";
import type { Db } from "../../db/database.ts";
import { type DealRow, findDealsPage } from "../../db/queries/profiles.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { ZDealKey } from "../../db/page-keys.ts";
import { loadProfileOwner } from "./load-profile-owner.ts";

/**
 * GET /api/users/{id}/deals: the integrations executed on-chain on both sides (integration-sides.ts),
 * newest first: each wallet's page of each side's index, merged, then the page's linked token
 * (chain_executions), catalog assets and counterparty by key.
 */
export async function findUserDeals(
  { db }: { db: Db },
  userId: string,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<DealsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZDealKey);
  const owner = await loadProfileOwner(db, userId);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const rows = await findDealsPage(db, { wallets: owner.wallets, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.block_number), row.log_index, row.chain_id, row.side_rank],
    dealView,
  );
}

function dealView(row: DealRow): Deal {
  return {
    _id: `${row.role}:${row.chain_id}:${row.tx_hash}:${row.log_index}`,
    role: row.role,
    chainId: row.chain_id,
    executedAt: new Date(row.executed_at).toISOString(),
    txHash: row.tx_hash,
    counterparty: {
      address: row.counterparty,
      user: row.user_id && row.user_name !== null ? { _id: row.user_id, name: row.user_name } : null,
    },
    asset: {
      name: row.asset_name,
      address: row.collection,
      tokenId: row.token_id,
      imgUrl: row.asset_image ? imageUrl(row.asset_image) : null,
    },
    linkedToken: {
      name: row.linked_name,
      address: row.linked_collection,
      tokenId: row.linked_token_id,
      imgUrl: row.linked_image ? imageUrl(row.linked_image) : null,
    },
  };
}
