import type { Offer } from "@meshlink/domain/offers-api.types";
import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { eq } from "drizzle-orm";
import { type Address, createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { users } from "../../db/schema.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

type User = Awaited<ReturnType<typeof walletUser>>;
type Card = { _id: string };
type Facet = { value: string; count: number };

// An offer whose token left the holder it names is refused by the Store (StaleOffer): the product
// stops counting it as open — browse's HAS OFFER, the asset's Offers panel, the owner's Offers
// received — and every visitor of the asset's page is told live. A roll-back of the transfer opens
// it again. Real transactions on anvil, the real app and database.
// Steps in order: the offer made first goes stale at the transfer, then open again when a roll-back drops it.
journey("an offer whose token is transferred away, from real transactions", () => {
  let kit: CatalogTestApp;
  let owner: User;
  let studio: User;
  let buyer: Address;
  let art = "";
  let tokenId = 0n;
  let assetId = "";
  let offerId = "";
  let visitor: { ws: WebSocket; messages: ServerMessage[] };
  let beforeTransfer = "";

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    owner = await walletUser(kit, 1, "Ada");
    studio = await walletUser(kit, 2, "Studio Bee");
    buyer = kit.chain.accounts[5]!;
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, studio.id));
    art = await recordStoreCollection(kit, owner, "Art");
    const game = await recordStoreCollection(kit, studio, "Game");
    ({ tokenId, assetId } = await mintCatalogAsset(kit, owner, art, "Crystal Sword"));

    // A visitor (no session) on the asset's page.
    const baseUrl = (await kit.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const ws = new WebSocket(`${baseUrl}/api/ws`);
    visitor = { ws, messages: [] };
    ws.on("message", (data: Buffer) =>
      visitor.messages.push(JSON.parse(data.toString("utf8")) as ServerMessage),
    );
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    ws.send(JSON.stringify({ type: "WATCH_ASSET", assetId }));

    const receipt = await storeActor(kit.chain.connection, studio.account.address).write("makeOffer", [
      offerAssetIdOf(assetId),
      owner.address as Address,
      game,
      art as Address,
      tokenId,
      500,
    ]);
    const made = await request("POST", "/api/offers", studio, {
      assetId,
      chainId: 31337,
      txHash: receipt.transactionHash,
    });
    expect(made.statusCode, made.body).toBe(201);
    offerId = made.json<{ data: Offer }>().data.offerId;
  });
  afterAll(async () => {
    visitor?.ws.terminate();
    await kit?.close();
  });

  const request = (method: "GET" | "POST", url: string, user?: User, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const anvil = () => createTestClient({ chain: foundry, mode: "anvil", transport: http(kit.chain.rpcUrl) });
  const index = () => indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 50 });

  const withOffer = async () => {
    const reply = await request("POST", "/api/assets/list", undefined, { status: "HAS_OFFER" });
    return reply.json<{ data: { data: Card[] } }>().data.data.map((card) => card._id);
  };
  const offerFacet = async () => {
    const reply = await request("POST", "/api/assets/facets", undefined, {});
    return reply.json<{ data: { status: Facet[] } }>().data.status.find((f) => f.value === "HAS_OFFER")
      ?.count;
  };
  const panel = async () => {
    const reply = await request("GET", `/api/assets/${assetId}/offers`);
    return reply.json<{ data: { data: Offer[] } }>().data.data;
  };
  const received = async () => {
    const reply = await request("GET", `/api/users/${owner.id}/assets?filter=offersReceived`);
    return reply.json<{ data: { data: Card[] } }>().data.data.map((card) => card._id);
  };
  const offerSignals = () =>
    visitor.messages.filter(
      (m) => m.type === "ASSET_CHANGED" && m.assetId === assetId && m.part === "offers",
    );

  it("counts the offer as open while the holder holds the token, and tells the page it was made", async () => {
    expect(await withOffer()).toEqual([assetId]);
    expect(await offerFacet()).toBe(1);
    expect(await panel()).toMatchObject([{ offerId, state: "made", stale: false }]);
    expect(await received()).toEqual([assetId]);
    await expect.poll(() => offerSignals().length).toBeGreaterThan(0);
  });

  it("stops counting it once the token leaves the holder, and tells the page", async () => {
    beforeTransfer = await anvil().snapshot();
    const heard = offerSignals().length;
    await storeActor(kit.chain.connection, owner.account.address).transfer721(art as Address, buyer, tokenId);
    await index();

    expect(await withOffer()).toEqual([]);
    expect(await offerFacet()).toBe(0);
    expect(await panel()).toMatchObject([{ offerId, state: "made", stale: true }]);
    expect(await received()).toEqual([]);
    await expect.poll(() => offerSignals().length).toBe(heard + 1);
  });

  it("counts it again when a roll-back drops the transfer, and tells the page", async () => {
    const heard = offerSignals().length;
    await anvil().revert({ id: beforeTransfer as `0x${string}` });
    await anvil().mine({ blocks: 3 });
    expect((await index()).map((step) => step.status)).toContain("rolled-back");

    expect(await withOffer()).toEqual([assetId]);
    expect(await offerFacet()).toBe(1);
    expect(await panel()).toMatchObject([{ offerId, stale: false }]);
    expect(await received()).toEqual([assetId]);
    await expect.poll(() => offerSignals().length).toBeGreaterThan(heard);
  });
});
