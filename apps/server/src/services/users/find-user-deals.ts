import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Deal, DealsPage } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { ZDealKey } from "./activity-key.ts";
import { executedIntegration, type IntegrationSide, otherSide, ownSide } from "./integration-sides.ts";
import { loadProfileOwner } from "./load-profile-owner.ts";
import { eachWalletBytes, hexText } from "./profile-wallets.ts";

// The Bought row's order, then the side: a user who integrated their own listing has both deals.
const SIDE_RANK: Record<IntegrationSide, number> = { made: 0, received: 1 };

type Row = {
  role: IntegrationSide;
  chain_id: number;
  block_number: number | string;
  log_index: number;
  side_rank: number;
  tx_hash: string;
  executed_at: string | Date;
  counterparty: string;
  collection: string;
  token_id: string;
  linked_collection: string;
  linked_token_id: string;
  asset_name: string | null;
  asset_image: string | null;
  linked_name: string | null;
  linked_image: string | null;
  user_id: string | null;
  user_name: string | null;
};

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
  const side = (role: IntegrationSide): SQL => {
    const rank = SIDE_RANK[role];
    // The block bound is the index's range; the row comparison settles rows of the same block.
    const afterKey = after
      ? sql`and a.block_number <= ${after[0]} and (a.block_number, a.log_index, a.chain_id, ${rank}::integer)
        < (${after[0]}::bigint, ${after[1]}::integer, ${after[2]}::integer, ${after[3]}::integer)`
      : sql``;
    return eachWalletBytes(
      owner.wallets,
      (wallet) => sql`select ${role}::text as role, ${rank}::integer as side_rank, a.chain_id, a.block_number,
          a.log_index, a.tx_hash, a.created_at, a.collection, a.token_id, ${otherSide(role)} as other
        from chain_activity a
        where ${executedIntegration} and ${ownSide(role)} = ${wallet} ${afterKey}
        order by a.block_number desc, a.log_index desc, a.chain_id desc
        limit ${perPage + 1}`,
    );
  };
  const result = await db.execute(sql`
    with page as (
      select * from (${side("made")} union all ${side("received")}) sides
      order by block_number desc, log_index desc, chain_id desc, side_rank desc
      limit ${perPage + 1})
    select p.role, p.chain_id, p.block_number, p.log_index, p.side_rank, ${hexText(sql`p.tx_hash`)} as tx_hash,
      p.created_at as executed_at, ${hexText(sql`p.other`)} as counterparty,
      ${hexText(sql`p.collection`)} as collection, p.token_id::text as token_id,
      e.destination_collection as linked_collection, e.new_token_id::text as linked_token_id,
      oa.name as asset_name, oa.image_key as asset_image, la.name as linked_name, la.image_key as linked_image,
      cu.id as user_id, cu.name as user_name
    from page p
    join chain_executions e on e.chain_id = p.chain_id and e.tx_hash = ${hexText(sql`p.tx_hash`)}
      and e.log_index = p.log_index
    left join assets oa on oa.chain_id = p.chain_id and oa.collection_address = ${hexText(sql`p.collection`)}
      and oa.token_id = p.token_id
    left join assets la on la.chain_id = e.chain_id and la.collection_address = e.destination_collection
      and la.token_id = e.new_token_id
    left join user_addresses cua on cua.address = ${hexText(sql`p.other`)}
    left join users cu on cu.id = cua.user_id
    order by p.block_number desc, p.log_index desc, p.chain_id desc, p.side_rank desc`);
  return cursorPage(
    rowsOf<Row>(result),
    perPage,
    (row) => [Number(row.block_number), row.log_index, row.chain_id, row.side_rank],
    dealView,
  );
}

function dealView(row: Row): Deal {
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
