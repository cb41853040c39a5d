import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { eq } from "drizzle-orm";
import { type Address, createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { assetDraftDetails, assets, collections, listingDetails } from "../../db/schema.ts";
import {
  mintAsset as mintJourneyAsset,
  recordCollection as recordJourneyCollection,
  technicalDescription,
} from "../../testing/catalog-journey.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";

type User = Awaited<ReturnType<typeof walletUser>>;
type Reply = { data: { _id: string; address: string; tokenId: string; metadataId: string } };

// Blocks the chain no longer has (a local chain that lost its last blocks in a crash, or a
// reorganisation deeper than the confirmation depth): the catalog rows recorded from them go too,
// so the address and token id they held are free for whoever creates them next
// (docs/decisions/007-catalog-and-seed.md, "Catalog rows stand on their block").
describe("catalog rows recorded from blocks the chain lost", () => {
  let kit: CatalogTestApp;
  let ada: User;
  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    ada = await walletUser(kit, 1, "Ada");
  });
  afterAll(() => kit?.close());

  const post = (url: string, user: User, payload: object) =>
    kit.app.inject({ method: "POST", url, headers: user.headers, payload });
  const get = (url: string, user?: User) =>
    kit.app.inject({ method: "GET", url, headers: user?.headers ?? {} });

  async function recordCollection(user: User, name: string) {
    const reply = await recordJourneyCollection(kit.app, user, name);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Reply>().data.address;
  }
  const mintAsset = (user: User, collection: string, name: string) =>
    mintJourneyAsset(kit.app, user, collection, name);

  it("takes back the lost collection and asset, and the creator's next ones get the same address and token", async () => {
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(kit.chain.rpcUrl) });
    const beforeLoss = await anvil.snapshot();
    const lostAddress = await recordCollection(ada, "Lost Blades");
    const lost = await mintAsset(ada, lostAddress, "Lost Sword");
    expect(lost.created.statusCode, lost.created.body).toBe(201);
    const tokenUrl = `/api/assets/${lostAddress}/${lost.created.json<Reply>().data.tokenId}`;
    expect(ZAssetDetails.parse((await get(tokenUrl)).json<{ data: unknown }>().data).name).toBe("Lost Sword");

    // The chain goes back to before those blocks (what anvil restarted from an older state shows).
    await anvil.revert({ id: beforeLoss });
    await indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 100 });

    expect((await get(tokenUrl)).statusCode).toBe(404);
    const mine = await get("/api/collections/mine?chainId=31337", ada);
    expect(mine.json<{ data: unknown[] }>().data).toEqual([]);
    const search = await kit.app.inject({
      method: "POST",
      url: "/api/assets/list",
      payload: { search: "Lost" },
    });
    expect(search.json<{ data: { data: unknown[] } }>().data.data).toEqual([]);
    expect(await kit.db.$count(collections)).toBe(0);
    expect(await kit.db.$count(assets)).toBe(0);
    // The creator's draft is a draft again: minting it once more is possible.
    const [draft] = await kit.db
      .select()
      .from(assetDraftDetails)
      .where(eq(assetDraftDetails.draftId, lost.draftId));
    expect(draft?.assetId).toBeNull();

    // The Store salts a collection's address with its creator's count of collections, which the
    // lost blocks took back too: Ada's next collection lands on the lost address.
    const againAddress = await recordCollection(ada, "Ada Shields");
    expect(againAddress).toBe(lostAddress);
    const again = await mintAsset(ada, againAddress, "Ada Shield");
    expect(again.created.statusCode, again.created.body).toBe(201);
    expect(again.created.json<Reply>().data.tokenId).toBe(lost.created.json<Reply>().data.tokenId);
    const shown = ZAssetDetails.parse((await get(tokenUrl)).json<{ data: unknown }>().data);
    expect(shown).toMatchObject({ name: "Ada Shield", userId: ada.id });
  });

  it("takes back the details of a listing whose creation was lost: the next listing gets its id", async () => {
    const address = await recordCollection(ada, "Kept Blades");
    const kept = await mintAsset(ada, address, "Kept Sword");
    expect(kept.created.statusCode, kept.created.body).toBe(201);
    const { tokenId } = kept.created.json<Reply>().data;
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(kit.chain.rpcUrl) });
    const beforeListing = await anvil.snapshot();
    const listing = {
      chainId: 31337,
      engines: [{ engineId: "unity", name: "Unity" }],
      technicalDescription,
    };
    const list = async (engines: { engineId: string | null; name: string }[]) => {
      const seller = storeActor(kit.chain.connection, ada.account.address);
      const { transactionHash } = await seller.write("listForSale", [
        address as Address,
        BigInt(tokenId),
        1n,
        700,
        0n,
        ada.account.address,
      ]);
      const reply = await post("/api/listings", ada, { ...listing, engines, txHash: transactionHash });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json<{ data: { listId: string } }>().data.listId;
    };
    const lostId = await list([{ engineId: null, name: "Lost Engine" }]);

    await anvil.revert({ id: beforeListing });
    await indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 100 });
    expect(await kit.db.$count(listingDetails)).toBe(0);
    // The asset itself was minted before the lost blocks and stays.
    const page = await get(`/api/assets/${address}/${tokenId}`);
    expect(page.json<{ data: { name: string; listings: unknown[] } }>().data).toMatchObject({
      name: "Kept Sword",
      listings: [],
    });

    expect(await list(listing.engines)).toBe(lostId);
    const relisted = await get(`/api/assets/${address}/${tokenId}`);
    expect(relisted.json<{ data: { listings: unknown[] } }>().data.listings).toMatchObject([
      { listId: lostId, engines: listing.engines },
    ]);
  });
});
