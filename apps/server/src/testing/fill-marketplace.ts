import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKeySql } from "../chain/indexer/token-key.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";

/** The marketplace's size: every other count follows from the number of assets. */
export type Scale = {
  assets: number;
  /** Assets of the one big collection (a tenth), the worst case of "More from collection". */
  bigCollection: number;
  collections: number;
  creators: number;
  studios: number;
  /** Transfers of the one busy token, the worst case of its activity pages. */
  hotTokenTransfers: number;
  /** Notifications of the one busy user… */
  busyUserNotifications: number;
  /** …and of each of 99 others (or every other user, when fewer). */
  notificationsPerUser: number;
};

export const scaleFor = (assets: number, overrides: Partial<Omit<Scale, "assets">> = {}): Scale => ({
  assets,
  bigCollection: Math.floor(assets / 10),
  collections: 2000,
  creators: 1000,
  studios: 100,
  hotTokenTransfers: 20_000,
  busyUserNotifications: 50_000,
  notificationsPerUser: 1000,
  ...overrides,
});

export const CHAIN_ID = 31337;

// The filled tables, emptied first: the bench runs on a throwaway database, or one it made itself.
const TABLES = [
  "users",
  "user_addresses",
  "sessions",
  "collections",
  "assets",
  "chain_collections",
  "chain_tokens",
  "chain_balances",
  "chain_listings",
  "listing_details",
  "proposals",
  "chain_activity",
  "notifications",
];

/**
 * A marketplace of `scale.assets` assets made in the database by generate_series (nothing crosses
 * the wire): users and their wallets, collections, assets (one in a hundred a linked copy of one of
 * 2000 originals), their indexed tokens and balances, a listing for every third asset (a ninth
 * cancelled) with its engines, two studio proposals on every thirtieth, activity (a mint each, a
 * Listed per listing, an Updated per second listing, 20k transfers of one token) and notifications.
 * Ids are md5 of the row's number, so the bench finds any row again without reading the table.
 * Then the collection statistics are rebuilt, as the disabled triggers would have kept them, and
 * VACUUM ANALYZE runs, as autovacuum leaves a served database.
 */
export async function fillMarketplace(db: Db, scale: Scale, log: (line: string) => void) {
  const step = async (what: string, query: SQL, on: Pick<Db, "execute"> = db) => {
    const began = performance.now();
    await on.execute(query);
    log(`  ${what} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  // The rows are consistent by construction: foreign-key triggers off (replica role, this
  // transaction only) make the fill several times faster, on PGlite most.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await fillRows(tx, scale, (what, query) => step(what, query, tx));
  });
  // What the triggers would have kept on each write (item counts, holders, floors, volumes).
  await step("collection statistics", sql`select collection_stats_rebuild()`);
  await step("vacuum analyze", sql`vacuum analyze`);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function fillRows(db: Tx, scale: Scale, step: (what: string, query: SQL) => Promise<void>) {
  const { assets, bigCollection: big, collections, creators, studios } = scale;
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  await db.execute(sql.raw(`truncate ${TABLES.join(", ")} cascade`));

  // One row per asset with what the other tables derive from it: collection, token id, creator and
  // the original of a linked copy. Dropped at the end.
  await db.execute(sql`drop table if exists bench_assets`);
  await step(
    `plan of ${assets} assets`,
    sql`create unlogged table bench_assets as
      select n, c, t, ${addressOf(sql`'addr' || c`)} as address,
        ((c - 1) % ${n(creators)}) + 1 as creator,
        case when n % 100 = 0 and n > ${n(big)} then ${n(big)} + 1 + ((n / 100) % 2000) end as original
      from (select n,
          case when n <= ${n(big)} then 1 else 2 + ((n - ${n(big)} - 1) % ${n(collections - 1)}) end as c,
          case when n <= ${n(big)} then n else 1 + (n - ${n(big)} - 1) / ${n(collections - 1)} end as t
        from generate_series(1, ${n(assets)}) n) s`,
  );
  await db.execute(sql`create unique index on bench_assets (n)`);

  const wallet = (user: SQL) => addressOf(sql`'w' || ${user}`);
  const txHash = (seed: SQL) => sql`'0x' || md5('tx' || ${seed}) || md5('tx2' || ${seed})`;
  const txBytes = (seed: SQL) => sql`decode(md5('tx' || ${seed}) || md5('tx2' || ${seed}), 'hex')`;
  const userId = (user: SQL) => sql`md5('u' || ${user})::uuid`;

  await step(
    `${creators + studios} users with their wallets`,
    sql`with made as (
        insert into users (id, name, email, email_verified_at, type, default_address)
        select ${userId(sql`k`)}, case when k <= ${n(creators)} then 'Creator ' else 'Studio ' end || k,
          'user' || k || '@bench.test', now(),
          case when k <= ${n(creators)} then 'creator' else 'studio' end, ${wallet(sql`k`)}
        from generate_series(1, ${n(creators + studios)}) k
        returning id, default_address)
      insert into user_addresses (address, user_id) select default_address, id from made`,
  );
  await step(
    `${collections} collections`,
    sql`insert into collections (id, chain_id, address, name, symbol, erc_type, description, user_id, created_tx)
      select md5('c' || c)::uuid, ${n(CHAIN_ID)}, ${addressOf(sql`'addr' || c`)}, 'Collection ' || c,
        'C' || c, case when c % 2 = 0 then 'ERC1155' else 'ERC721' end,
        'Game-ready models for fantasy worlds.', ${userId(sql`((c - 1) % ${n(creators)}) + 1`)}, ${txHash(sql`'c' || c`)}
      from generate_series(1, ${n(collections)}) c`,
  );
  await step(
    `${collections} indexed collections`,
    sql`insert into chain_collections (chain_id, address, owner, kind, name, created_tx)
      select ${n(CHAIN_ID)}, ${addressOf(sql`'addr' || c`)}, ${wallet(sql`((c - 1) % ${n(creators)}) + 1`)},
        case when c % 2 = 0 then 'multiple' else 'single' end, 'Collection ' || c, ${txHash(sql`'c' || c`)}
      from generate_series(1, ${n(collections)}) c`,
  );
  // Three assets to a second: rows made in one transaction share their time, as a batch mint does.
  await step(
    `${assets} assets`,
    sql`insert into assets (id, chain_id, collection_id, collection_address, token_id, name, description,
        properties, supply, original_asset_id, creator_user_id, minted_tx, created_at)
      select md5('a' || n)::uuid, ${n(CHAIN_ID)}, md5('c' || c)::uuid, address, t, 'Asset ' || n,
        'A game-ready model with its textures and rig, number ' || n || '.',
        '[{"name":"Style","value":"Low poly"},{"name":"Rigged","value":"Yes"}]'::jsonb,
        case when c % 2 = 0 then 10 else 1 end, md5('a' || original)::uuid, ${userId(sql`creator`)},
        ${txHash(sql`n`)}, now() - ((${n(assets)} - n) / 3) * interval '1 second'
      from bench_assets order by n`,
  );
  await step(
    `${assets} indexed tokens`,
    sql`insert into chain_tokens (chain_id, collection, token_id, minted_tx, original_collection, original_token_id)
      select ${n(CHAIN_ID)}, b.address, b.t, ${txHash(sql`b.n`)}, o.address, o.t
      from bench_assets b left join bench_assets o on o.n = b.original`,
  );
  await step(
    `${assets} balances`,
    sql`insert into chain_balances (chain_id, collection, token_id, owner, balance)
      select ${n(CHAIN_ID)}, address, t, ${wallet(sql`creator`)}, case when c % 2 = 0 then 10 else 1 end
      from bench_assets`,
  );
  await step(
    `${Math.floor(assets / 3)} listings`,
    sql`insert into chain_listings (chain_id, listing_id, seller, collection, token_id, supply, royalty_fee,
        royalty_recipient, expiration, state, created_tx)
      select ${n(CHAIN_ID)}, n / 3, ${wallet(sql`creator`)}, address, t, 1, 100 + n % 900, ${wallet(sql`creator`)},
        case when n % 2 = 0 then 0 else extract(epoch from now())::bigint + 86400 * 30 end,
        case when n % 9 = 0 then 'cancelled' else 'active' end, ${txHash(sql`'l' || n`)}
      from bench_assets where n % 3 = 0`,
  );
  await step(
    `${Math.floor(assets / 3)} listings' engines`,
    sql`insert into listing_details (chain_id, listing_id, asset_id, engines, user_id, updated_tx)
      select ${n(CHAIN_ID)}, n / 3, md5('a' || n)::uuid,
        '[{"engineId":"unity","name":"Unity"},{"engineId":null,"name":"Godot"}]'::jsonb,
        ${userId(sql`creator`)}, ${txHash(sql`'l' || n`)}
      from bench_assets where n % 3 = 0`,
  );
  await step(
    `${Math.floor(assets / 30) * 2} proposals`,
    sql`insert into proposals (id, chain_id, asset_id, listing_id, offerer_id, offerer_address,
        offerer_collection_address, accepted, created_at)
      select md5('p' || n || '-' || j)::uuid, ${n(CHAIN_ID)}, md5('a' || n)::uuid, n / 3,
        ${userId(sql`s`)}, ${wallet(sql`s`)}, ${addressOf(sql`'sc' || s`)},
        j = 0 and n % 60 = 0, now() - ((${n(assets)} - n) / 3) * interval '1 second' + j * interval '1 minute'
      from bench_assets, generate_series(0, 1) j,
        lateral (select ${n(creators)} + 1 + ((n / 30 + j) % ${n(studios)}) as s) studio
      where n % 30 = 0`,
  );
  // Activity in chain order, block n for asset n, so the BRIN index sees what the indexer leaves.
  const key = tokenKeySql(sql`address`, sql`t`);
  const bytes = (hex: SQL) => sql`decode(substr(${hex}, 3), 'hex')`;
  await step(
    "activity: a mint per asset, a Listed per listing, an Updated per second listing",
    sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key, price, "from", "to",
        tx_hash, log_index, item, amount, block_number, created_at)
      select ${n(CHAIN_ID)}, e.event, ${bytes(sql`address`)}, t, ${key}, e.price, null,
        case when e.event = 'Minted' then ${bytes(wallet(sql`creator`))} end, ${txBytes(sql`n`)}, e.log, 0,
        case when e.event = 'Minted' then 1 end, n,
        now() - ((${n(assets)} - n) / 3) * interval '1 second'
      from bench_assets, lateral (values ('Minted', 0, null::int), ('Listed', 1, 100 + n % 900),
        ('Updated', 2, 200 + n % 700)) e(event, log, price)
      where e.event = 'Minted' or (e.event = 'Listed' and n % 3 = 0) or (e.event = 'Updated' and n % 6 = 0)
      order by n, e.log`,
  );
  await step(
    `${scale.hotTokenTransfers} transfers of one token`,
    sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key, "from", "to",
        tx_hash, log_index, item, amount, block_number, created_at)
      select ${n(CHAIN_ID)}, 'Transfered', ${bytes(sql`address`)}, t, ${key}, ${bytes(wallet(sql`i`))},
        ${bytes(wallet(sql`i + 1`))}, ${txBytes(sql`'hot' || i`)}, i % 3, 0, 1,
        ${n(assets)} + 1 + i / 3, now() + (i / 3) * interval '1 second'
      from bench_assets, generate_series(1, ${n(scale.hotTokenTransfers)}) i
      where n = ${n(hotAsset(scale))}`,
  );
  const busy = scale.busyUserNotifications;
  const others = Math.min(99, creators + studios - 1);
  await step(
    `${busy + others * scale.notificationsPerUser} notifications (${busy} for one user, a tenth not rendered)`,
    sql`insert into notifications (type, user_id, from_user_id, asset_id, is_read, is_seen, created_at, updated_at)
      select case when i % 10 = 0 then 'asset_proposal_rejected'
          when i % 2 = 0 then 'asset_proposal_sent' else 'asset_proposal_accepted' end,
        ${userId(sql`u`)}, ${userId(sql`${n(creators)} + 1 + i % ${n(studios)}`)},
        md5('a' || (1 + (i * 7919) % ${n(assets)}))::uuid, i % 4 = 0, i < last - 30,
        now() - (last - i) * interval '1 minute' / 4, now()
      from (select 1 as u, ${n(busy)} as last union all
        select u, ${n(scale.notificationsPerUser)} from generate_series(2, ${n(others + 1)}) u) users, generate_series(1, last) i`,
  );
  await db.execute(sql`drop table bench_assets`);
}

const addressOf = (seed: SQL) => sql`'0x' || substr(md5(${seed}) || md5('.' || ${seed}), 1, 40)`;

/** The asset whose token has the 20k transfers: one of the ordinary collections'. */
export const hotAsset = (scale: Scale) => scale.bigCollection + 7;

/** One of the 2000 originals that linked copies point to (about five each). */
export const originalAsset = (scale: Scale, k: number) => scale.bigCollection + 1 + (k % 2000);

/** A session of the busy user (the one with the most notifications): its bearer token. */
export async function signInBusyUser(db: Db): Promise<string> {
  const token = randomToken();
  await db.execute(sql`insert into sessions (token_hash, user_id, address, expires_at)
    select ${hashSecret(token)}, id, default_address, now() + interval '1 day' from users
    where id = md5('u1')::uuid`);
  return token;
}
