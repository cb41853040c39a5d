import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "./create-test-db.ts";
import type { Database } from "../db/database.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";

// A small marketplace written straight into the tables the people API reads, as the catalog and
// the indexer would have: five users (Ada with two wallets), four collections, their assets,
// balances, listings, offers and five executed integrations. What each profile list must show
// follows from these rows; the tests say it.

const CHAIN = 31337;
const hex = (prefix: string, n: number) => `0x${prefix}${n.toString(16).padStart(40 - prefix.length, "0")}`;
const wallet = (n: number) => hex("", n);
const collectionAddress = (n: number) => hex("c0", n);

export const WALLETS = { ada1: wallet(0xa1), ada2: wallet(0xa2), ben: wallet(0xb1), cleo: wallet(0xc1) };

export type PeopleFixture = {
  app: FastifyInstance;
  database: Database;
  /** Users, collections and assets by name. */
  ids: Record<string, string>;
  /** Bearer tokens of signed-in users by name. */
  tokens: Record<string, string>;
  run: (query: SQL) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

export async function buildPeopleFixture(): Promise<PeopleFixture> {
  const database = await createTestDb();
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const run = async (query: SQL) => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };

  const user = async (key: string, name: string, type: string, daysOld: number, wallets: string[]) => {
    const [row] =
      await run(sql`insert into users (name, email, type, default_address, description, created_at)
      values (${name}, ${`${key}@example.com`}, ${type}, ${wallets[0]}, ${`About ${name}`},
        now() - ${daysOld} * interval '1 day') returning id`);
    ids[key] = String(row!.id);
    for (const [index, address] of wallets.entries())
      await run(sql`insert into user_addresses (address, user_id, created_at)
        values (${address}, ${ids[key]}, now() - ${10 - index} * interval '1 hour')`);
    const token = randomToken();
    await run(sql`insert into sessions (token_hash, user_id, address, expires_at)
      values (${hashSecret(token)}, ${ids[key]}, ${wallets[0]}, now() + interval '1 hour')`);
    tokens[key] = token;
  };
  await user("ada", "Ada Voxel", "creator", 5, [WALLETS.ada1, WALLETS.ada2]);
  await user("ben", "Ben Ironclad", "studio", 4, [WALLETS.ben]);
  await user("cleo", "Cleo Mesh", "creator", 3, [WALLETS.cleo]);
  await user("root", "Root Admin", "admin", 2, [wallet(0xe1)]);
  await user("dora", "Dora Quiet", "creator", 1, [wallet(0xd1)]);
  // Ada chose her second wallet as the default; her avatar is a stored key, her banner a URL too.
  await run(sql`update users set default_address = ${WALLETS.ada2}, avatar = 'image-ada-avatar',
    banner = 'image-ada-banner', banner_url = '/api/images/image-ada-banner',
    portfolio = 'https://ada.example' where id = ${ids.ada}`);

  const addressOf: Record<string, string> = {};
  const collection = async (name: string, owner: string, n: number, daysOld: number) => {
    addressOf[name] = collectionAddress(n);
    const [row] = await run(sql`insert into collections (chain_id, address, name, symbol, erc_type, user_id,
        created_tx, created_at, logo_key)
      values (${CHAIN}, ${addressOf[name]}, ${name}, 'SYM', 'ERC1155', ${ids[owner]}, '0x1',
        now() - ${daysOld} * interval '1 day', ${`logo-${n}`}) returning id`);
    ids[name] = String(row!.id);
  };
  await collection("Ada Props", "ada", 1, 4);
  await collection("Ada Critters", "ada", 2, 2);
  await collection("Ben Game", "ben", 3, 3);
  await collection("Cleo Art", "cleo", 4, 3);

  // Assets are named "<collection> <token id>"; `traits` gives them properties of their own.
  const asset = async (name: string, token: number, creator: string, minutesOld: number, traits = false) => {
    const properties = traits ? [{ name: "Style", value: "Low poly" }] : [];
    const [row] =
      await run(sql`insert into assets (chain_id, collection_id, collection_address, token_id, name,
        image_key, properties, supply, creator_user_id, minted_tx, created_at)
      values (${CHAIN}, ${ids[name]}, ${addressOf[name]}, ${token}, ${`${name} ${token}`}, ${`img-${name}-${token}`},
        ${JSON.stringify(properties)}::jsonb, 10, ${ids[creator]}, '0x1', now() - ${minutesOld} * interval '1 minute')
      returning id`);
    ids[`${name} ${token}`] = String(row!.id);
  };
  await asset("Ada Props", 1, "ada", 50, true);
  await asset("Ada Props", 2, "ada", 40);
  await asset("Ada Props", 3, "ada", 30, true);
  await asset("Ada Critters", 1, "ada", 20, true);
  await asset("Cleo Art", 1, "cleo", 45);
  await asset("Cleo Art", 2, "cleo", 35, true);
  // Ben's linked copy of Ada Props 1 (the first integration below).
  await asset("Ben Game", 1, "ben", 10);

  const hold = (name: string, token: number, owner: string, balance = 1) =>
    run(sql`insert into chain_balances (chain_id, collection, token_id, owner, balance)
      values (${CHAIN}, ${addressOf[name]}, ${token}, ${owner}, ${balance})`);
  await hold("Ada Props", 1, WALLETS.ada1, 4);
  await hold("Ada Props", 1, WALLETS.ada2, 2);
  await hold("Ada Props", 2, WALLETS.ada1);
  await hold("Ada Props", 3, WALLETS.ada2);
  await hold("Ada Critters", 1, WALLETS.ada1);
  await hold("Cleo Art", 1, WALLETS.ada2);
  await hold("Cleo Art", 1, WALLETS.cleo, 9);
  await hold("Cleo Art", 2, WALLETS.ben);
  await hold("Ben Game", 1, WALLETS.ben);

  let listingId = 0;
  const list = (name: string, token: number, seller: string, state = "active", expiration: SQL = sql`0`) =>
    run(sql`insert into chain_listings (chain_id, listing_id, seller, collection, token_id, supply, royalty_fee,
        royalty_recipient, expiration, state, created_tx)
      values (${CHAIN}, ${++listingId}, ${seller}, ${addressOf[name]}, ${token}, 1, 500, ${seller}, ${expiration},
        ${state}, '0x1')`);
  await list("Ada Props", 1, WALLETS.ada1);
  await list("Ada Props", 2, WALLETS.ada1, "active", sql`extract(epoch from now())::bigint - 60`);
  await list("Ada Props", 3, WALLETS.ada2, "cancelled");
  await list("Ada Props", 1, WALLETS.ada2);
  await list("Cleo Art", 1, WALLETS.cleo);
  // Ada's first wallet holds no Cleo Art 1: the Store would refuse this listing.
  await list("Cleo Art", 1, WALLETS.ada1);
  await list("Ada Critters", 1, WALLETS.ada1, "active", sql`extract(epoch from now())::bigint + 86400`);

  let offerId = 0;
  const offer = (offeror: string, owner: string, assetId: string) =>
    run(sql`insert into chain_offers (chain_id, offer_id, asset_id, offeror, collection_owner, game_address, state)
      values (${CHAIN}, ${++offerId}, ${assetId}, ${offeror}, ${owner}, ${collectionAddress(3)}, 'made')`);
  const named = (name: string) => offerAssetIdOf(ids[name]!).toString();
  await offer(WALLETS.ben, WALLETS.ada1, named("Ada Props 2"));
  await offer(WALLETS.ben, WALLETS.ada2, named("Ada Props 2"));
  await offer(WALLETS.cleo, WALLETS.ada1, named("Ada Critters 1"));
  await offer(WALLETS.ada2, WALLETS.cleo, named("Cleo Art 1"));
  await offer(WALLETS.ben, WALLETS.ada1, "42");

  // Executed integrations: the indexer's Bought row and execution row of each AgreementExecuted.
  const integrate = async (block: number, name: string, token: number, seller: string, studio: string) => {
    const destination = addressOf[studio === WALLETS.ben ? "Ben Game" : "Ada Critters"];
    const tx = `0x${block.toString(16).padStart(64, "0")}`;
    const linked = 100 + block;
    await run(sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key, price,
        "from", "to", tx_hash, log_index, item, block_number, created_at)
      values (${CHAIN}, 'Bought', decode(${addressOf[name]!.slice(2)}, 'hex'), ${token},
        ${tokenKey(addressOf[name]!, String(token))}, 500, decode(${seller.slice(2)}, 'hex'),
        decode(${studio.slice(2)}, 'hex'), decode(${tx.slice(2)}, 'hex'), 3, 0, ${block},
        now() - ${100 - block} * interval '1 hour')`);
    await run(sql`insert into chain_executions (chain_id, tx_hash, log_index, listing_id, proposer,
        destination_collection, new_token_id, original_collection, original_token_id, remaining_supply)
      values (${CHAIN}, ${tx}, 3, 1, ${studio}, ${destination}, ${linked}, ${addressOf[name]}, ${token}, 5)`);
  };
  await integrate(10, "Ada Props", 1, WALLETS.ada1, WALLETS.ben);
  await integrate(11, "Ada Props", 3, WALLETS.ada2, WALLETS.ben);
  await integrate(12, "Cleo Art", 2, WALLETS.cleo, WALLETS.ada1);
  await integrate(13, "Ada Props", 1, WALLETS.ada1, WALLETS.ben);
  // Ada integrating her own listing: a deal on both of her sides.
  await integrate(14, "Ada Critters", 1, WALLETS.ada1, WALLETS.ada2);
  // The first one's linked token is Ben Game 1, which the catalog holds.
  await run(sql`update chain_executions set new_token_id = 1 where tx_hash like '%a'`);

  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
  const app = await buildApp(config, { database });
  return {
    app,
    database,
    ids,
    tokens,
    run,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
