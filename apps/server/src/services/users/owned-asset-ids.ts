import type { CursorPage } from "@meshlink/domain/entities/cursor-page";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import { ZTokenId } from "@meshlink/domain/entities/uint";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { findOwnedAssetsPage } from "../../db/queries/profiles.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import type { ProfileOwner } from "./load-profile-owner.ts";

const ZTokenKey = z.tuple([
  z.string().regex(/^0x[0-9a-f]{40}$/),
  ZTokenId,
  z.number().int().min(1).max(MAX_CHAIN_ID),
]);

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
  const rows = await findOwnedAssetsPage(db, { wallets: owner.wallets, after, limit: perPage + 1 });
  return cursorPage(
    rows,
    perPage,
    (row) => [row.collection, row.token_id, row.chain_id],
    (row) => row.id,
  );
}
