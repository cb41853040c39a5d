import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { ZBoughtKey, boughtBefore } from "./activity-key.ts";
import { executedIntegration } from "./integration-sides.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";
import { eachWalletBytes, hexText, isOneOfBytes } from "./profile-wallets.ts";

type Row = { chain_id: number; block_number: number | string; log_index: number; id: string };

/**
 * The profile's Sold tab: assets whose listing by one of the user's wallets a studio integrated
 * (integration-sides.ts), the latest integration first. An asset integrated several times is shown
 * once, at its latest.
 */
export async function soldAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZBoughtKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const result = await db.execute(sql`
    select t.chain_id, t.block_number, t.log_index, t.id
    from (${eachWalletBytes(
      owner.wallets,
      (wallet) => sql`select a.chain_id, a.block_number, a.log_index, x.id from chain_activity a
        join assets x on x.chain_id = a.chain_id and x.collection_address = ${hexText(sql`a.collection`)}
          and x.token_id = a.token_id
        where ${executedIntegration} and a."from" = ${wallet} ${after ? sql`and ${boughtBefore(after)}` : sql``}
          and not exists (select 1 from chain_activity b
            where b.event_type = 'Bought' and b.token_key = a.token_key and b.chain_id = a.chain_id
            and b.collection = a.collection and b.token_id = a.token_id
            and ${isOneOfBytes(sql`b."from"`, owner.wallets)}
            and (b.block_number, b.log_index) > (a.block_number, a.log_index))
        order by a.block_number desc, a.log_index desc, a.chain_id desc
        limit ${perPage + 1}`,
    )}) t
    order by t.block_number desc, t.log_index desc, t.chain_id desc
    limit ${perPage + 1}`);
  return cursorPage(
    rowsOf<Row>(result),
    perPage,
    (row) => [Number(row.block_number), row.log_index, row.chain_id],
    (row) => row.id,
  );
}
