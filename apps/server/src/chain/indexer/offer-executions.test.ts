import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { and, eq, sql } from "drizzle-orm";
import type { Address } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "../../db/schema-chain.ts";
import { findUserDeals } from "../../services/users/find-user-deals.ts";
import { integrationsCount } from "../../db/queries/profile-counts.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

const options = { confirmations: 0, batchBlocks: 5 };
const ASSET_UUID = "0b5f8c9e-4a7d-4e21-9c3b-6f1d2e8a7b40";

// An accepted offer must read, for everything downstream of the indexer, exactly as an executed
// listing does: the profile's deals and figures read only the indexer's integration rows.
describe("indexer on a local chain: an offer made → authorized → accepted (executed)", () => {
  const env = chainAndDatabase();
  let creatorAddress: Address;
  let studioAddress: Address;
  let art: Address;
  let game: Address;
  let original: bigint;
  beforeAll(() => {
    [creatorAddress, studioAddress] = env.chain.accounts as [Address, Address];
  });

  const lower = (a: string) => a.toLowerCase();
  const index = () => indexUntilCaughtUp(env.database.db, env.chain.connection, options);
  const offerRow = async () => (await env.database.db.select().from(t.chainOffers))[0];

  it("records the offer with its token and royalty, then each state", async () => {
    const { chain, database } = env;
    const creator = storeActor(chain.connection, creatorAddress);
    const studio = storeActor(chain.connection, studioAddress);
    art = await creator.createCollection("Art", 1);
    game = await studio.createCollection("Game", 2);
    original = await creator.createNFT(art, 1n);
    const assetId = offerAssetIdOf(ASSET_UUID);
    await studio.write("makeOffer", [assetId, creatorAddress, game, art, original, 650]);
    await index();
    expect(await offerRow()).toMatchObject({
      offerId: "1",
      assetId: String(assetId),
      offeror: lower(studioAddress),
      collectionOwner: lower(creatorAddress),
      gameAddress: lower(game),
      collection: lower(art),
      tokenId: String(original),
      royaltyFee: 650,
      state: "made",
    });
    // The offer joins its token's history (the activity a token's page reads by its token key).
    const offered = await database.db
      .select()
      .from(t.chainActivity)
      .where(eq(t.chainActivity.eventType, "Offered"));
    expect(offered).toMatchObject([
      { collection: lower(art), tokenId: String(original), price: 650, from: lower(studioAddress) },
    ]);
    expect(offered[0]!.tokenKey).not.toBeNull();
    await creator.write("authorizeOffer", [1n]);
    await index();
    expect((await offerRow())?.state).toBe("authorized");
    expect(await database.db.$count(t.chainExecutions)).toBe(0);

    await studio.write("acceptOffer", [1n]);
    await index();
    expect((await offerRow())?.state).toBe("accepted");
  });

  it("records the execution as an integration: its row, the linked token and the Bought row", async () => {
    const { db } = env.database;
    const [execution] = await db.select().from(t.chainExecutions);
    expect(execution).toMatchObject({
      kind: "offer",
      offerId: "1",
      listingId: null,
      remainingSupply: null,
      proposer: lower(studioAddress),
      destinationCollection: lower(game),
      newTokenId: "1",
      originalCollection: lower(art),
      originalTokenId: String(original),
    });
    const [linked] = await db
      .select()
      .from(t.chainTokens)
      .where(and(eq(t.chainTokens.collection, lower(game)), eq(t.chainTokens.tokenId, "1")));
    expect(linked).toMatchObject({ originalCollection: lower(art), originalTokenId: String(original) });
    const [balance] = await db
      .select()
      .from(t.chainBalances)
      .where(eq(t.chainBalances.collection, lower(game)));
    expect(balance).toMatchObject({ owner: lower(studioAddress), balance: "1" });
    const [bought] = await db.select().from(t.chainActivity).where(eq(t.chainActivity.eventType, "Bought"));
    expect(bought).toMatchObject({
      collection: lower(art),
      tokenId: String(original),
      price: 650,
      from: lower(creatorAddress),
      to: lower(studioAddress),
      txHash: execution!.txHash,
      logIndex: execution!.logIndex,
    });
  });

  it("shows the executed offer among both parties' deals and integration figures", async () => {
    const { db } = env.database;
    const userOf = async (name: string, type: string, wallet: Address) => {
      const result = await db.execute(sql`insert into users (name, email, type, default_address)
        values (${name}, ${`${name}@example.com`}, ${type}, ${lower(wallet)}) returning id`);
      const id = String((result as { rows: { id: string }[] }).rows[0]!.id);
      await db.execute(sql`insert into user_addresses (address, user_id) values (${lower(wallet)}, ${id})`);
      return id;
    };
    const studioId = await userOf("studio", "studio", studioAddress);
    const creatorId = await userOf("creator", "creator", creatorAddress);

    const made = await findUserDeals({ db }, studioId, { perPage: 10 });
    expect(made.data).toMatchObject([
      {
        role: "made",
        counterparty: { address: lower(creatorAddress), user: { _id: creatorId, name: "creator" } },
        asset: { address: lower(art), tokenId: String(original) },
        linkedToken: { address: lower(game), tokenId: "1" },
      },
    ]);
    const received = await findUserDeals({ db }, creatorId, { perPage: 10 });
    expect(received.data).toMatchObject([
      { role: "received", counterparty: { address: lower(studioAddress) }, linkedToken: { tokenId: "1" } },
    ]);
    const counts = await db.execute(sql`select ${integrationsCount("made", [lower(studioAddress)])} as made,
      ${integrationsCount("received", [lower(creatorAddress)])} as received`);
    expect((counts as { rows: unknown[] }).rows[0]).toEqual({ made: 1, received: 1 });
  });
});
