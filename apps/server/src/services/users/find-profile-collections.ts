import type { CollectionFilter } from "@meshlink/domain/constants/profile-filters";
import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { MAX_CHAIN_ID } from "@meshlink/domain/entities/scalars";
import type { ProfileCollectionsPage } from "@meshlink/domain/users-api.types";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import {
  type CardRow,
  findCollectedCollectionCards,
  findUserCollectionCards,
} from "../../db/queries/collection-cards.ts";
import { cardView } from "../collections/find-collection-cards.ts";
import { decodeCursor, encodeCursor } from "../page-cursor.ts";
import { loadProfileOwner, type ProfileOwner } from "./load-profile-owner.ts";

// Cards come from the collection browse's cards (collection_stats, decision 016) in the period
// browse opens on. "All" is the user's own collections newest first, then the collected ones: two
// keyset lists one after the other, so each page walks one index at a time.
const PERIOD = "7D";
const ZMicros = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const ZAddressText = z.string().regex(/^0x[0-9a-f]{40}$/);
const ZCursor = z.union([
  z.tuple([z.literal("created"), ZMicros, z.guid()]),
  z.tuple([z.literal("collected"), ZAddressText, z.number().int().min(1).max(MAX_CHAIN_ID)]),
  // The collected list from its start, after a page that ended with the last created collection.
  z.tuple([z.literal("collected")]),
]);
type Cursor = z.infer<typeof ZCursor>;
type Page = { rows: CardRow[]; more: boolean };

/** Up to `limit` of the `limit + 1` rows read, and whether there were more. */
const cut = (rows: CardRow[], limit: number): Page => ({
  rows: rows.slice(0, limit),
  more: rows.length > limit,
});

/** GET /api/users/{id}/collections: All, Original (created) or Integrated (collected). */
export async function findProfileCollections(
  { db }: { db: Db },
  userId: string,
  { filter, cursor, perPage }: { filter: CollectionFilter; cursor?: string; perPage: number },
): Promise<ProfileCollectionsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZCursor);
  const owner = await loadProfileOwner(db, userId);
  const inCreated = filter !== "collected" && (after === undefined || after[0] === "created");
  const created: Page = inCreated
    ? await createdCollections(db, owner, after?.[0] === "created" ? after : undefined, perPage)
    : { rows: [], more: false };
  if (filter === "created" || created.more) return pageOf(created.rows, [], created.more, false);
  const room = perPage - created.rows.length;
  const collected = await collectedCollections(
    db,
    owner,
    after?.[0] === "collected" && after.length === 3 ? after : undefined,
    room,
  );
  return pageOf(created.rows, collected.rows, false, collected.more);
}

function pageOf(created: CardRow[], collected: CardRow[], moreCreated: boolean, moreCollected: boolean) {
  const data: CollectionBrowseCard[] = [...created, ...collected].map(cardView);
  let next: Cursor | null = null;
  const lastCreated = created.at(-1);
  const lastCollected = collected.at(-1);
  if (moreCreated && lastCreated)
    next = ["created", Number(lastCreated.created_micros), lastCreated.collection_id];
  else if (moreCollected)
    next = lastCollected ? ["collected", lastCollected.address, lastCollected.chain_id] : ["collected"];
  return { data, nextCursor: next && encodeCursor(next) };
}

/** The user's collections newest first. */
async function createdCollections(
  db: Db,
  owner: ProfileOwner,
  after: Extract<Cursor, ["created", number, string]> | undefined,
  limit: number,
): Promise<Page> {
  const rows = await findUserCollectionCards(db, {
    userId: owner.id,
    period: PERIOD,
    after: after && [after[1], after[2]],
    limit: limit + 1,
  });
  return cut(rows, limit);
}

/** Collections another user created of which the user's wallets hold tokens, in (address, chain) order. */
async function collectedCollections(
  db: Db,
  owner: ProfileOwner,
  after: Extract<Cursor, ["collected", string, number]> | undefined,
  limit: number,
): Promise<Page> {
  if (owner.wallets.length === 0) return { rows: [], more: false };
  const rows = await findCollectedCollectionCards(db, {
    wallets: owner.wallets,
    exceptUserId: owner.id,
    period: PERIOD,
    after: after && [after[1], after[2]],
    limit: limit + 1,
  });
  return cut(rows, limit);
}
