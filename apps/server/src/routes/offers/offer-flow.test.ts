import type { Offer } from "@meshlink/domain/offers-api.types";
import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { eq } from "drizzle-orm";
import type { Address } from "viem";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { users } from "../../db/schema.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

type User = Awaited<ReturnType<typeof walletUser>>;
type Reply = { data: Offer & { data: Offer[]; nextCursor: string | null; count: number }; error: string };

// Steps in order: the offer made in one step is the one authorized, then accepted, in the next.
journey("make → authorize → accept an offer on an unlisted asset, from real transactions", () => {
  let kit: CatalogTestApp;
  let owner: User;
  let studio: User;
  let creatorType: User;
  let game = "";
  let art = "";
  let tokenId = 0n;
  let assetId = "";
  let offerId = "";
  let baseUrl = "";
  const received: Record<string, ServerMessage[]> = {};
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    owner = await walletUser(kit, 1, "Ada");
    studio = await walletUser(kit, 2, "Studio Bee");
    creatorType = await walletUser(kit, 3, "Cy");
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, studio.id));
    baseUrl = (await kit.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    art = await recordStoreCollection(kit, owner, "Art");
    game = await recordStoreCollection(kit, studio, "Game");
    ({ tokenId, assetId } = await mintCatalogAsset(kit, owner, art, "Crystal Sword"));
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await kit?.close();
  });

  const request = (method: "GET" | "POST", url: string, user?: User, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const write = (user: User) => storeActor(kit.chain.connection, user.account.address).write;

  async function listen(user: User) {
    const ws = new WebSocket(`${baseUrl}/api/ws`);
    sockets.push(ws);
    const messages: ServerMessage[] = (received[user.id] = []);
    ws.on("message", (data) => messages.push(JSON.parse((data as Buffer).toString("utf8")) as ServerMessage));
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    ws.send(JSON.stringify({ type: "AUTHENTICATE", token: user.headers.authorization.slice(7) }));
    await vi.waitFor(() => expect(messages.map((m) => m.type)).toContain("AUTHENTICATED"));
  }
  const typesFor = (user: User) => (received[user.id] ?? []).map((m) => m.type);

  // The Store's makeOffer on the token the owner holds, into the studio's game, at 5% royalty.
  const makeOffer = async (gameAddress = game) => {
    const receipt = await write(studio)("makeOffer", [
      offerAssetIdOf(assetId),
      owner.address as Address,
      gameAddress as Address,
      art as Address,
      tokenId,
      500,
    ]);
    return receipt.transactionHash;
  };
  const offersPage = async (query = "") =>
    (await request("GET", `/api/assets/${assetId}/offers${query}`)).json<Reply>().data;

  it("lists no offers on an asset nobody bid on; an unknown asset is a 404", async () => {
    expect(await offersPage()).toEqual({ data: [], nextCursor: null });
    const unknown = await request("GET", "/api/assets/00000000-0000-4000-8000-000000000000/offers");
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a creator's offer with the proposal's studio text", async () => {
    const txHash = `0x${"1".repeat(64)}`;
    const reply = await request("POST", "/api/offers", creatorType, { assetId, chainId: 31337, txHash });
    expect(reply.statusCode).toBe(403);
    expect(reply.json<Reply>().error).toBe("You must be logged in as a studio for integration options.");
  });

  it("records the studio's makeOffer and tells the owner live, once", async () => {
    await listen(owner);
    const txHash = await makeOffer();
    const reply = await request("POST", "/api/offers", studio, { assetId, chainId: 31337, txHash });
    expect(reply.statusCode, reply.body).toBe(201);
    const offer = reply.json<Reply>().data;
    offerId = offer.offerId;
    expect(offer).toMatchObject({
      assetId,
      state: "made",
      offeror: { address: studio.address, user: { _id: studio.id, name: "Studio Bee" } },
      collectionOwner: { address: owner.address, user: { _id: owner.id, name: "Ada" } },
      gameCollection: { address: game, name: "Game", userId: studio.id },
      royaltyFee: 500,
    });
    expect(offer.madeAt).not.toBeNull();
    await vi.waitFor(() => expect(typesFor(owner)).toContain("ASSET_OFFER_MADE"));

    const again = await request("POST", "/api/offers", studio, { assetId, chainId: 31337, txHash });
    expect(again.statusCode, again.body).toBe(201);
    const count = await request("GET", "/api/notifications/count", owner);
    expect(count.json<Reply>().data.count).toBe(1);
    const bell = await request("GET", "/api/notifications", owner);
    expect(bell.json<{ data: { data: { type: string }[] } }>().data.data.map((n) => n.type)).toEqual([
      "asset_offer_made",
    ]);
  });

  it("refuses a transaction that made no offer on this asset", async () => {
    const txHash = await owner.send("createCollection", ["Other", "OTH", 1]);
    const reply = await request("POST", "/api/offers", studio, { assetId, chainId: 31337, txHash });
    expect(reply.statusCode).toBe(403);
    const own = await request("POST", "/api/offers", studio, {
      assetId,
      chainId: 31337,
      txHash: await studio.send("createCollection", ["Spare", "SPR", 1]),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json<Reply>().error).toBe("The transaction did not make an offer on this asset");
  });

  it("lets only the owner authorize, from the owner's authorizeOffer, and tells the studio", async () => {
    await listen(studio);
    const byStudio = await request("POST", `/api/offers/${offerId}/authorize`, studio, {
      chainId: 31337,
      txHash: `0x${"2".repeat(64)}`,
    });
    expect(byStudio.statusCode).toBe(403);
    expect(byStudio.json<Reply>().error).toBe("Only the asset's owner can authorize this offer");

    const txHash = (await write(owner)("authorizeOffer", [BigInt(offerId)])).transactionHash;
    const reply = await request("POST", `/api/offers/${offerId}/authorize`, owner, {
      chainId: 31337,
      txHash,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Reply>().data.state).toBe("authorized");
    await vi.waitFor(() => expect(typesFor(studio)).toContain("ASSET_OFFER_AUTHORIZED"));
  });

  it("lets only the offeror accept, from the studio's acceptOffer", async () => {
    const byOwner = await request("POST", `/api/offers/${offerId}/accept`, owner, {
      chainId: 31337,
      txHash: `0x${"3".repeat(64)}`,
    });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json<Reply>().error).toBe("Only the studio that made this offer can accept it");

    const txHash = (await write(studio)("acceptOffer", [BigInt(offerId)])).transactionHash;
    const reply = await request("POST", `/api/offers/${offerId}/accept`, studio, { chainId: 31337, txHash });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Reply>().data.state).toBe("accepted");
    // Accepting executed the integration: the linked token is an asset of the studio's game.
    const linked = await kit.db.query.assets.findMany({
      where: (a, { eq: is }) => is(a.originalAssetId, assetId),
    });
    expect(linked).toMatchObject([
      { collectionAddress: game, name: "Crystal Sword", creatorUserId: studio.id, mintedTx: txHash },
    ]);
    // Recording it again changes nothing.
    await request("POST", `/api/offers/${offerId}/accept`, studio, { chainId: 31337, txHash });
    expect(
      await kit.db.query.assets.findMany({ where: (a, { eq: is }) => is(a.originalAssetId, assetId) }),
    ).toHaveLength(1);
  });

  it("pages an asset's offers newest first by keyset", async () => {
    const txHash = await makeOffer();
    const made = await request("POST", "/api/offers", studio, { assetId, chainId: 31337, txHash });
    expect(made.statusCode, made.body).toBe(201);
    const first = await offersPage("?perPage=1");
    expect(first.data.map((o) => o.state)).toEqual(["made"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await offersPage(`?perPage=1&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ data: [{ offerId, state: "accepted" }], nextCursor: null });
    expect((await request("GET", `/api/assets/${assetId}/offers?cursor=bad`)).statusCode).toBe(400);
  });
});
