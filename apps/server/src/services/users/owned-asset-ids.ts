import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZTokenId } from "@meshlink/domain/entities/uint";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";
import { eachWallet } from "./profile-wallets.ts";

const ZTokenKey = z.tuple([
  z.string().regex(/^0x[0-9a-f]{40}$/),
  ZTokenId,
  z.number().int().min(1).max(MAX_CHAIN_ID),
]);

type Row = { chain_id: number; collection: string; token_id: string; id: string };

/**
 * The profile's Owned tab: catalog assets of the tokens the user's wallets hold (the indexer's
 * balances; an ERC-1155 token has a row per holder, and a token held by two of the user's wallets is
 * shown once). Balances carry no date, so the order is the token's (collection, token id, chain),
 * the order of chain_balances_owner_tokens, which each wallet's page is read from.
 */
export async function ownedAssetIds(
  db: Db,
  owner: ProfileOwner,
  { cursor, perPage }: { cursor?: string; perPage: number },
): Promise<CursorPage<string>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZTokenKey);
  if (owner.wallets.length === 0) return { data: [], nextCursor: null };
  const afterKey = after
    ? sql`and (b.collection, b.token_id, b.chain_id) > (${after[0]}::text, ${after[1]}::numeric, ${after[2]}::integer)`
    : sql``;
  const result = await db.execute(sql`
    select distinct on (t.collection, t.token_id, t.chain_id)
      t.chain_id, t.collection, t.token_id::text as token_id, t.id
    from (${eachWallet(
      owner.wallets,
      (wallet) => sql`select b.chain_id, b.collection, b.token_id, a.id from chain_balances b
        join assets a on a.chain_id = b.chain_id and a.collection_address = b.collection and a.token_id = b.token_id
        where b.owner = ${wallet} and b.balance > 0 ${afterKey}
        order by b.collection, b.token_id, b.chain_id
        limit ${perPage + 1}`,
    )}) t
    order by t.collection, t.token_id, t.chain_id
    limit ${perPage + 1}`);
  return cursorPage(
    rowsOf<Row>(result),
    perPage,
    (row) => [row.collection, row.token_id, row.chain_id],
    (row) => row.id,
  );
}
