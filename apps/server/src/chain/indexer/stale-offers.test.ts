import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { asc } from "drizzle-orm";
import { type Address, createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "../../db/schema-chain.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";
import { watchOfferChanges } from "./offer-changes.ts";

// An offer is stale, as the Store judges it (StaleOffer), once its token left the holder it names.
// Each case asks the chain too: the index calls an offer stale exactly when the Store refuses it.
describe("indexer on a local chain: offers whose token left the holder", () => {
  const env = chainAndDatabase();
  let holder: Address;
  let studio: Address;
  let buyer: Address;
  let art: Address;
  let many: Address;
  let game: Address;
  let offerCount = 0;
  const told: { chainId: number; assetIds: readonly string[] }[] = [];
  beforeAll(async () => {
    const { chain, database } = env;
    [holder, studio, buyer] = chain.accounts as [Address, Address, Address];
    art = await storeActor(chain.connection, holder).createCollection("Art", 1);
    many = await storeActor(chain.connection, holder).createCollection("Many", 2);
    game = await storeActor(chain.connection, studio).createCollection("Game", 2);
    watchOfferChanges(database.db, (change) => told.push(change));
  });

  const anvil = () => createTestClient({ chain: foundry, mode: "anvil", transport: http(env.chain.rpcUrl) });
  const index = (batchBlocks = 5) =>
    indexUntilCaughtUp(env.database.db, env.chain.connection, { confirmations: 0, batchBlocks });
  const asHolder = () => storeActor(env.chain.connection, holder);
  const uuid = (n: number) => `0b5f8c9e-4a7d-4e21-9c3b-${String(n).padStart(12, "0")}`;
  /** The studio's offer on the holder's token; answers its id and the asset id it names. */
  async function makeOffer(collection: Address, tokenId: bigint) {
    const assetId = uuid(++offerCount);
    await storeActor(env.chain.connection, studio).write("makeOffer", [
      offerAssetIdOf(assetId),
      holder,
      game,
      collection,
      tokenId,
      500,
    ]);
    return { offerId: BigInt(offerCount), assetId };
  }
  const staleOf = async () => {
    const offers = await env.database.db.select().from(t.chainOffers).orderBy(asc(t.chainOffers.offerId));
    return offers.map((o) => o.stale);
  };
  const authorizes = (offerId: bigint) =>
    asHolder()
      .write("authorizeOffer", [offerId])
      .then(
        () => true,
        () => false,
      );

  it("marks an offer stale when the holder transfers the token away, and the Store refuses it too", async () => {
    const token = await asHolder().createNFT(art, 1n);
    const { offerId, assetId } = await makeOffer(art, token);
    await index();
    expect(await staleOf()).toEqual([false]);
    told.length = 0;

    await asHolder().transfer721(art, buyer, token);
    await index();

    expect(await staleOf()).toEqual([true]);
    expect(told).toEqual([{ chainId: 31337, assetIds: [assetId] }]);
    expect(await authorizes(offerId)).toBe(false);
  });

  it("marks it stale when the offer and the transfer fall in one range", async () => {
    const token = await asHolder().createNFT(art, 1n);
    await makeOffer(art, token);
    await asHolder().transfer721(art, buyer, token);
    await index(1_000);
    expect((await staleOf()).at(-1)).toBe(true);
  });

  it("leaves an offer open whose token left and came back before it was made", async () => {
    const token = await asHolder().createNFT(art, 1n);
    await asHolder().transfer721(art, buyer, token);
    await storeActor(env.chain.connection, buyer).transfer721(art, holder, token);
    const { offerId } = await makeOffer(art, token);
    await index(1_000);
    expect((await staleOf()).at(-1)).toBe(false);
    expect(await authorizes(offerId)).toBe(true);
  });

  it("marks an ERC-1155 offer stale when the holder sends part of the balance (its nonce changed)", async () => {
    const token = await asHolder().createNFT(many, 10n);
    const { offerId } = await makeOffer(many, token);
    await index();
    expect((await staleOf()).at(-1)).toBe(false);
    await asHolder().transfer1155(many, buyer, token, 1n);
    await index();
    expect((await staleOf()).at(-1)).toBe(true);
    expect(await authorizes(offerId)).toBe(false);
  });

  it("opens the offer again when a roll-back drops the transfer that ended it", async () => {
    const token = await asHolder().createNFT(art, 1n);
    const { offerId, assetId } = await makeOffer(art, token);
    await index();
    const snapshot = await anvil().snapshot();
    await asHolder().transfer721(art, buyer, token);
    await index();
    expect((await staleOf()).at(-1)).toBe(true);
    told.length = 0;

    // The same heights, other blocks: the transfer is gone.
    await anvil().revert({ id: snapshot });
    await anvil().mine({ blocks: 3 });
    expect((await index()).map((step) => step.status)).toContain("rolled-back");

    expect((await staleOf()).at(-1)).toBe(false);
    expect(told).toContainEqual({ chainId: 31337, assetIds: [assetId] });
    expect(await authorizes(offerId)).toBe(true);
  });
});
