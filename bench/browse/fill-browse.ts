import { type SQL, sql } from "drizzle-orm";
import { tokenKeySql } from "@meshlink/server/src/chain/indexer/token-key.ts";
import type { Db } from "@meshlink/server/src/db/database.ts";
import {
  CHAIN_ID,
  fillMarketplace,
  scaleFor,
  type Scale,
} from "@meshlink/server/src/testing/fill-marketplace.ts";

// What browsing needs beyond the asset page bench's marketplace (fill-marketplace.ts, reused as it
// is): a hundred assets to a collection, names made of words a visitor searches for, categories
// and genres, listings live, expired and absent with royalties from 0.5 % to 50 %, proposals and
// executed integrations spread over 30 days, and collectors holding editions beside their creators.
// Every row derives from its number n, as in fill-marketplace.ts (ids are md5 of it).

export const browseScale = (assets: number): Scale =>
  scaleFor(assets, { collections: Math.max(10, Math.floor(assets / 100)) });

const ADJECTIVES = [
  "Ancient",
  "Rusty",
  "Glowing",
  "Haunted",
  "Crystal",
  "Iron",
  "Golden",
  "Mossy",
  "Frozen",
  "Burning",
  "Wooden",
  "Royal",
  "Broken",
  "Shadow",
  "Desert",
  "Neon",
  "Elven",
  "Orcish",
  "Sacred",
  "Toxic",
];
const NOUNS = [
  "Sword",
  "Shield",
  "Dragon",
  "Knight",
  "Castle",
  "Tree",
  "Rock",
  "Crate",
  "Barrel",
  "Robot",
  "Spaceship",
  "Tank",
  "Helmet",
  "Axe",
  "Bow",
  "Potion",
  "Chest",
  "Tower",
  "Bridge",
  "Wolf",
  "Goblin",
  "Mech",
  "Drone",
  "Lantern",
  "Throne",
];
/** In one asset name of 50 000: the rare-word search's answer is a page or less. */
export const RARE_WORD = "Excalibur";
export const COMMON_WORD = "sword";
/** "sword" with two letters swapped, which no name holds. */
export const TYPO_WORD = "swrod";
export const COLLECTION_WORD = "dragon";

const pick = (words: readonly string[], index: SQL) =>
  sql`(${sql.raw(`array[${words.map((word) => `'${word}'`).join(",")}]`)})[1 + (${index}) % ${sql.raw(String(words.length))}]`;

/** fillMarketplace, then the browsing facts on top, then VACUUM ANALYZE. */
export async function fillBrowse(db: Db, scale: Scale, log: (line: string) => void) {
  await fillMarketplace(db, scale, log);
  const step = async (what: string, query: SQL, on: Pick<Db, "execute">) => {
    const began = performance.now();
    await on.execute(query);
    log(`  ${what} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  await db.transaction(async (tx) => {
    // Triggers off, as fillMarketplace does: the rows are consistent by construction.
    await tx.execute(sql`set local session_replication_role = replica`);
    await fillBrowseRows(tx, scale, (what, query) => step(what, query, tx));
  });
  await step("vacuum analyze", sql`vacuum analyze`, db);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function fillBrowseRows(tx: Tx, scale: Scale, step: (what: string, query: SQL) => Promise<void>) {
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const { assets, collections } = scale;
  const day = 86_400;
  await step(
    "indexer tables the marketplace fill leaves",
    sql`truncate chain_events, chain_approvals, chain_executions`,
  );
  // Renaming every asset rewrites every row: its indexes other than the keys are built anew after
  // it, from their own definitions (a bulk load's way: one sorted build instead of a million
  // insertions into each, which took PostgreSQL most of an hour on a busy machine).
  const result: unknown = await tx.execute(
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid = 'assets'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  const indexes = (result as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  await step(
    `${assets} assets named, with a category and one or two genres`,
    sql`update assets a set
        name = case when s.n % 50000 = 7 then ${RARE_WORD} || ' relic ' || s.n
          else ${pick(ADJECTIVES, sql`s.n`)} || ' ' || ${pick(NOUNS, sql`s.n / 20`)} || ' ' || s.n end,
        category = 1 + (s.n * 7) % 9,
        genres = case when s.n % 2 = 0 then array[1 + s.n % 8, 1 + (s.n % 8 + 1 + (s.n / 16) % 6) % 8]
          else array[1 + s.n % 8] end::smallint[]
      from generate_series(1, ${n(assets)}) s(n) where a.id = md5('a' || s.n)::uuid`,
  );
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await step(`index ${index.name} built again`, sql.raw(index.definition));
  await step(
    `${collections} collections named`,
    sql`update collections c set name = ${pick(ADJECTIVES, sql`s.n * 3`)} || ' ' || ${pick(NOUNS, sql`s.n * 7`)}
        || 's ' || s.n
      from generate_series(1, ${n(collections)}) s(n) where c.id = md5('c' || s.n)::uuid`,
  );
  // A third of assets listed (a ninth of those cancelled); of the live ones, a fifth of those with
  // an expiry now past it. Royalties 0.5 %–50 % (stored ×100), spread by a multiplicative hash.
  await step(
    "listings: a fifth of the expiring ones expired, royalties 0.5–50 %",
    sql`update chain_listings set royalty_fee = 50 + (listing_id * 7919) % 4951,
        expiration = case when expiration <> 0 and listing_id % 5 = 1
          then extract(epoch from now())::bigint - ${n(day)} * (1 + listing_id % 20) else expiration end`,
  );
  // Trending counts proposals and integrations by period: spread them over 30 days, more recent
  // ones rarer than old ones would be in a quiet week, so 1D, 7D and 30D each rank differently.
  await step(
    "proposals spread over 30 days",
    sql`update proposals set created_at = now() - ((('x' || substr(md5(id::text), 1, 8))::bit(32)::int
        & 2147483647) % ${n(30 * day)}) * interval '1 second'`,
  );
  // Half the accepted proposals executed: the integration's transaction on the proposal, the
  // indexer's approval and execution rows for it.
  await step(
    "integrations: half the accepted proposals executed",
    sql`update proposals set is_finalised = true, accepted_tx = '0x' || md5('acc' || id) || md5('acc2' || id),
        executed_tx = '0x' || md5('ex' || id) || md5('ex2' || id)
      where accepted and listing_id % 2 = 0`,
  );
  // Each executed an hour or two after its proposal, as the indexer records an AgreementExecuted:
  // the approval it used, the execution, the event (collection volume reads its block time) and a
  // Bought activity row of the original token (trending reads it). Blocks past the fill's others.
  await step(
    "integrations executed an hour or two after their proposals",
    sql`create temporary table bench_executed on commit drop as
      select p.*, a.collection_address, a.token_id, row_number() over (order by p.id) as k,
        least(now() - interval '1 minute', p.created_at + (1 + p.listing_id % 2) * interval '1 hour') as executed_at
      from proposals p join assets a on a.id = p.asset_id where p.is_finalised`,
  );
  const block = sql`${n(assets)} + 100000 + k`;
  await step(
    "approvals and executions",
    sql`with approvals as (
        insert into chain_approvals (chain_id, tx_hash, log_index, listing_id, proposer, executed_tx)
        select chain_id, accepted_tx, 0, listing_id, offerer_address, executed_tx from bench_executed)
      insert into chain_executions (chain_id, tx_hash, log_index, listing_id, proposer, destination_collection,
          new_token_id, original_collection, original_token_id, remaining_supply)
      select chain_id, executed_tx, 0, listing_id, offerer_address, offerer_collection_address, k,
        collection_address, token_id, 0 from bench_executed`,
  );
  await step(
    "AgreementExecuted events",
    sql`insert into chain_events (chain_id, block_number, block_hash, block_time, tx_hash, log_index, address,
        event_name, args)
      select chain_id, ${block}, '0x' || md5('b' || k) || md5('b2' || k), executed_at, executed_tx, 0,
        '0x' || substr(md5('store'), 1, 40), 'AgreementExecuted',
        json_build_object('listingId', listing_id::text, 'proposer', offerer_address,
          'destinationCollection', offerer_collection_address, 'newTokenId', k::text,
          'originalCollection', collection_address, 'originalTokenId', token_id::text, 'remainingSupply', '0')
      from bench_executed order by k`,
  );
  await step(
    "Bought activity of the integrated originals",
    sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key, price, "from", "to",
        tx_hash, log_index, item, block_number, created_at)
      select chain_id, 'Bought', decode(substr(collection_address, 3), 'hex'), token_id,
        ${tokenKeySql(sql`collection_address`, sql`token_id`)}, 100 + listing_id % 900, null,
        decode(substr(offerer_address, 3), 'hex'), decode(substr(executed_tx, 3), 'hex'), 0, 0, ${block}, executed_at
      from bench_executed order by k`,
  );
  // Every tenth ERC-1155 token (supply 10) has a collector holding 3 of its creator's 10.
  const collector = sql`'0x' || substr(md5('w' || (1 + (s.n / 10) % 5000)) || md5('.w' || (1 + (s.n / 10) % 5000)), 1, 40)`;
  await step(
    "collectors holding editions beside their creators",
    sql`with moved as (
        update chain_balances b set balance = 7 from generate_series(20, ${n(assets)}, 20) s(n), assets a
        where a.id = md5('a' || s.n)::uuid and b.chain_id = ${n(CHAIN_ID)}
          and b.collection = a.collection_address and b.token_id = a.token_id and b.balance = 10
        returning b.chain_id, b.collection, b.token_id, s.n)
      insert into chain_balances (chain_id, collection, token_id, owner, balance)
      select chain_id, collection, token_id, ${collector}, 3 from moved s`,
  );
  await step("holder counts", sql`truncate chain_token_holders`);
  await step(
    "holder counts of every token",
    sql`insert into chain_token_holders (chain_id, collection, token_id, holders)
      select chain_id, collection, token_id, count(*) from chain_balances group by 1, 2, 3`,
  );
}
