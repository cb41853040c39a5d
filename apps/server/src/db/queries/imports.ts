import type { Property } from "@meshlink/domain/entities/property";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { rowsOf } from "../rows-of.ts";
import { chainCollections } from "../schema-chain.ts";

// Imported collections: the kinds of an account's Store collections, and the queue of their
// tokens' metadata reads (token_metadata_fetches).

/** The kind (single or multiple) the indexer recorded for these Store collections on a chain. */
export async function findIndexedCollectionKinds(db: Db, chainId: number, addresses: readonly string[]) {
  return db
    .select({ address: chainCollections.address, kind: chainCollections.kind })
    .from(chainCollections)
    .where(and(eq(chainCollections.chainId, chainId), inArray(chainCollections.address, [...addresses])));
}

/** One claimed token: what reading it needs, and the attempt it is on (a fence for the result). */
export type ClaimedFetch = {
  assetId: string;
  attempts: number;
  address: `0x${string}`;
  tokenId: string;
  ercType: "ERC721" | "ERC1155";
  creatorUserId: string;
};

type ClaimRow = {
  asset_id: string;
  attempts: number;
  collection_address: string;
  token_id: string;
  erc_type: "ERC721" | "ERC1155";
  creator_user_id: string;
};

/**
 * Takes up to `limit` due pending reads of imported tokens on `chainId`, oldest due first, in one
 * statement: SKIP LOCKED keeps two servers claiming at once from taking the same row, and the
 * claim itself (one more attempt, due again only after `leaseMs`) keeps them from taking it
 * afterwards while it is being read. A server that dies mid-read leaves the row due again once the
 * lease ends, that attempt counted, so a token that crashes its reader cannot loop forever.
 */
export async function claimDueFetches(
  db: Db,
  { chainId, limit, leaseMs }: { chainId: number; limit: number; leaseMs: number },
): Promise<ClaimedFetch[]> {
  const result: unknown = await db.execute(sql`
    update token_metadata_fetches f
    set attempts = f.attempts + 1, next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    from (
      select due.asset_id from token_metadata_fetches due
      join assets a on a.id = due.asset_id
      join imported_collections ic on ic.collection_id = a.collection_id
      where due.status = 'pending' and due.next_attempt_at <= now() and a.chain_id = ${chainId}
      order by due.next_attempt_at
      limit ${limit}
      for update of due skip locked
    ) claimed, assets a, collections c
    where f.asset_id = claimed.asset_id and a.id = f.asset_id and c.id = a.collection_id
    returning f.asset_id, f.attempts, a.collection_address, a.token_id, c.erc_type, a.creator_user_id`);
  return rowsOf<ClaimRow>(result).map((row) => ({
    assetId: row.asset_id,
    attempts: Number(row.attempts),
    address: row.collection_address as `0x${string}`,
    tokenId: String(row.token_id),
    ercType: row.erc_type,
    creatorUserId: row.creator_user_id,
  }));
}

/** Milliseconds until the next pending read on `chainId` falls due; null when there is none. */
export const nextDueQuery = (chainId: number) => sql`
  select extract(epoch from (f.next_attempt_at - clock_timestamp())) * 1000 as wait
  from token_metadata_fetches f join assets a on a.id = f.asset_id
  where f.status = 'pending' and a.chain_id = ${chainId}
  order by f.next_attempt_at limit 1`;

// Only the attempt that claimed the row may settle it: a read that outlived its lease (and was
// claimed again) writes nothing.
const isClaim = (claim: ClaimedFetch) =>
  sql`asset_id = ${claim.assetId} and attempts = ${claim.attempts} and status = 'pending'`;

export type ReadToken = {
  tokenUri: string;
  name: string | null;
  description: string;
  properties: Property[];
  imageKey: string | null;
  /** What went wrong beside a successful read (the image), else null. */
  note: string | null;
};

/**
 * The token's metadata onto its asset and its linked copies, and its read marked ready; false when
 * the claim was lost.
 */
export async function recordReady(db: Db, claim: ClaimedFetch, read: ReadToken): Promise<boolean> {
  return db.transaction(async (tx) => {
    const settled: unknown = await tx.execute(sql`
      update token_metadata_fetches set status = 'ready', token_uri = ${read.tokenUri}, error = ${read.note}
      where ${isClaim(claim)} returning asset_id`);
    if (rowsOf(settled).length === 0) return false;
    await tx.execute(sql`
      update assets set
        name = coalesce(${read.name}, name),
        description = ${read.description},
        properties = ${JSON.stringify(read.properties)}::jsonb,
        image_key = coalesce(${read.imageKey}, image_key)
      where id = ${claim.assetId}`);
    // An imported collection brings no logo of its own (its contract has none to say): the first of
    // its tokens' images read stands in, so its cards and page show what it holds.
    if (read.imageKey) {
      await tx.execute(sql`
        update collections c set logo_key = ${read.imageKey}
        from assets a, imported_collections i
        where a.id = ${claim.assetId} and c.id = a.collection_id and i.collection_id = c.id
          and c.logo_key is null`);
    }
    // A linked token's tokenURI is its original's (decision 020), but its asset copied the original's
    // fields when the integration was recorded, which may have been before this read: placeholders.
    // Its copies, and copies of those, take what the read found. Nothing else writes these fields.
    await tx.execute(sql`
      with recursive copies(id) as (
        select id from assets where original_asset_id = ${claim.assetId}
        union
        select a.id from assets a join copies c on a.original_asset_id = c.id)
      update assets l set name = o.name, description = o.description, properties = o.properties,
        image_key = o.image_key
      from assets o, copies c
      where o.id = ${claim.assetId} and l.id = c.id`);
    return true;
  });
}

/**
 * A failed attempt: due again after `retryInMs`, or failed for good when that is null. The asset
 * keeps its placeholders either way.
 */
export async function recordFailure(
  db: Db,
  claim: ClaimedFetch,
  failure: { tokenUri: string | null; error: string; retryInMs: number | null },
): Promise<void> {
  const { retryInMs } = failure;
  await db.execute(sql`
    update token_metadata_fetches set
      status = ${retryInMs === null ? "failed" : "pending"},
      next_attempt_at = ${retryInMs === null ? sql`next_attempt_at` : sql`now() + ${retryInMs} * interval '1 millisecond'`},
      token_uri = coalesce(${failure.tokenUri}, token_uri),
      error = ${failure.error}
    where ${isClaim(claim)}`);
}

/** The server is closing mid-read: the attempt is given back and the row is due at once. */
export async function releaseClaim(db: Db, claim: ClaimedFetch): Promise<void> {
  await db.execute(sql`
    update token_metadata_fetches set attempts = attempts - 1, next_attempt_at = now()
    where ${isClaim(claim)}`);
}
