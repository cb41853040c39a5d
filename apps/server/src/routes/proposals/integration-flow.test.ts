import { single721Abi } from "@meshlink/contracts/generated";
import { downloadMessage } from "@meshlink/domain/archive-download.types";
import { addWalletRequestId } from "@meshlink/domain/user-settings.types";
import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import { and, eq } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { chainListings, users } from "../../db/schema.ts";
import { authorizeArchiveDownload } from "../../services/assets/authorize-archive-download.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { newWallet, signInMessage } from "../../testing/auth-test-kit.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

// What these tests read from the envelopes they receive.
type Reply = { data: Record<string, unknown>; error: string };
type User = Awaited<ReturnType<typeof walletUser>>;
type Socket = { ws: WebSocket; messages: ServerMessage[] };

const technicalDescription = { short: { rigged: true, animations: false, textures: true, polyCount: "12k" } };
const engines = [
  { engineId: "unity", name: "Unity" },
  { engineId: null, name: "My Engine" },
];

// Steps in order: the listing recorded first is proposed on, accepted, executed, then cancelled.
journey("list → propose → accept → execute from real transactions, with live notifications", () => {
  let kit: CatalogTestApp;
  let creator: User;
  let studio: User;
  let creatorType: User;
  let lonelyStudio: User;
  let baseUrl = "";
  let art = "";
  let game = "";
  let tokenId = 0n;
  let assetId = "";
  let listingId = "";
  let listTx: Hex;
  let approveTx: Hex;
  let proposalId = "";
  const sockets: Socket[] = [];

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Ada");
    studio = await walletUser(kit, 2, "Studio Bee");
    creatorType = await walletUser(kit, 3, "Cy");
    lonelyStudio = await walletUser(kit, 4, "Dee");
    for (const user of [studio, lonelyStudio]) {
      await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, user.id));
    }
    baseUrl = (await kit.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    art = await recordStoreCollection(kit, creator, "Art");
    game = await recordStoreCollection(kit, studio, "Game");
    ({ tokenId, assetId } = await mintCatalogAsset(kit, creator, art, "Crystal Sword"));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.close();
    await kit?.close();
  });

  const request = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, user?: User, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const actor = (user: User) => storeActor(kit.chain.connection, user.account.address);
  const tokenOf = (user: User) => user.headers.authorization.replace("Bearer ", "");

  async function openSocket(user: User): Promise<Socket> {
    const ws = new WebSocket(`${baseUrl}/api/ws`);
    const socket: Socket = { ws, messages: [] };
    sockets.push(socket);
    ws.on("message", (data) =>
      socket.messages.push(JSON.parse((data as Buffer).toString("utf8")) as ServerMessage),
    );
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    ws.send(JSON.stringify({ type: "AUTHENTICATE", token: tokenOf(user) }));
    await vi.waitFor(() => expect(socket.messages.map((m) => m.type)).toContain("AUTHENTICATED"));
    return socket;
  }
  const typesOf = (socket: Socket) => socket.messages.map((m) => m.type);

  it("serves the game engines list", async () => {
    const reply = await request("GET", "/api/engines");
    const names = (reply.json<Reply>().data as unknown as { name: string }[]).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(["Unity", "Unreal Engine", "Godot", "Bevy", "O3DE"]));
  });

  it("records a listing only from its seller's listForSale, and the asset page shows it", async () => {
    const receipt = await actor(creator).write("listForSale", [
      art as Address,
      tokenId,
      1n,
      750,
      0n,
      creator.account.address,
    ]);
    listTx = receipt.transactionHash;
    const body = { chainId: 31337, txHash: listTx, engines, technicalDescription };
    expect((await request("POST", "/api/listings", studio, body)).statusCode).toBe(403);
    expect((await request("POST", "/api/listings", undefined, body)).statusCode).toBe(401);
    const reply = await request("POST", "/api/listings", creator, body);
    expect(reply.statusCode, reply.body).toBe(201);
    listingId = reply.json<Reply>().data.listId as string;

    const asset = (await request("GET", `/api/assets/${art}/${tokenId}`)).json<Reply>().data;
    expect(asset.listings).toEqual([
      {
        listId: listingId,
        seller: creator.address,
        sellerUserId: creator.id,
        price: 750,
        expiration: null,
        isActive: true,
        state: "active",
        engines,
      },
    ]);
    expect(asset.technicalDescription).toMatchObject({ short: { polyCount: "12k" } });
  });

  it("records an edit from editListings and refuses a transaction that edited nothing", async () => {
    const edited = await actor(creator).write("editListings", [
      BigInt(listingId),
      0n,
      creator.account.address,
      800,
    ]);
    const body = {
      chainId: 31337,
      txHash: edited.transactionHash,
      engines: engines.slice(0, 1),
      technicalDescription,
    };
    const spoofed = await request("PATCH", `/api/listings/${listingId}`, creator, {
      ...body,
      txHash: listTx,
    });
    expect(spoofed.statusCode).toBe(400);
    const reply = await request("PATCH", `/api/listings/${listingId}`, creator, body);
    expect(reply.statusCode, reply.body).toBe(200);
    const asset = (await request("GET", `/api/assets/${art}/${tokenId}`)).json<Reply>().data;
    expect(asset.listings).toMatchObject([{ price: 800, engines: engines.slice(0, 1) }]);
  });

  it("refuses proposals from a creator, without a collection, or into someone else's collection", async () => {
    const body = { assetId, listingId, offererCollectionAddress: game };
    const asCreator = await request("POST", "/api/proposals", creatorType, body);
    expect(asCreator.statusCode).toBe(403);
    expect(asCreator.json<Reply>().error).toBe("You must be logged in as a studio for integration options.");
    const noCollection = await request("POST", "/api/proposals", lonelyStudio, body);
    expect(noCollection.json<Reply>().error).toBe("Buyer has no existing collection");
    const wrong = await request("POST", "/api/proposals", studio, { ...body, offererCollectionAddress: art });
    expect(wrong.json<Reply>().error).toBe("No destination collection selected / found!");
    const ownerSelf = await request("POST", "/api/proposals", creator, body);
    expect(ownerSelf.statusCode).toBe(403);
  });

  it("records a studio's proposal and pushes it to the owner's sockets only", async () => {
    const [ownerTab1, ownerTab2, studioTab] = await Promise.all([
      openSocket(creator),
      openSocket(creator),
      openSocket(studio),
    ]);
    const reply = await request("POST", "/api/proposals", studio, {
      assetId,
      listingId,
      offererCollectionAddress: game,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    proposalId = reply.json<Reply>().data._id as string;
    expect(reply.json<Reply>().data).toMatchObject({ offererName: "Studio Bee", accepted: false });
    for (const tab of [ownerTab1, ownerTab2]) {
      await vi.waitFor(() => expect(typesOf(tab)).toContain("ASSET_PROPOSAL_SENT"));
    }
    // A signal: the owner's page reads the notification itself over HTTP (below).
    const sent = ownerTab1.messages.find((m) => m.type === "ASSET_PROPOSAL_SENT")!;
    expect(sent).toEqual({ type: "ASSET_PROPOSAL_SENT" });
    expect(typesOf(studioTab)).not.toContain("ASSET_PROPOSAL_SENT");
    const again = await request("POST", "/api/proposals", studio, {
      assetId,
      listingId,
      offererCollectionAddress: game,
    });
    expect(again.statusCode).toBe(403);
  });

  it("lists, counts, reads and marks seen the owner's notifications; the socket never trusts a userId", async () => {
    const list = (await request("GET", "/api/notifications", creator)).json<Reply>().data;
    expect(list).toMatchObject({ nextCursor: null, data: [{ type: "asset_proposal_sent", isRead: false }] });
    expect(list.data).toHaveLength(1);
    const id = (list.data as { _id: string }[])[0]!._id;
    expect((await request("GET", "/api/notifications/count", creator)).json<Reply>().data).toEqual({
      count: 1,
    });
    expect((await request("POST", `/api/notifications/${id}/read`, studio)).statusCode).toBe(404);
    const read = await request("POST", `/api/notifications/${id}/read`, creator);
    expect(read.json<Reply>().data).toMatchObject({ isRead: true, isSeen: false });
    await request("POST", "/api/notifications/seen", creator);
    expect((await request("GET", "/api/notifications/count", creator)).json<Reply>().data).toEqual({
      count: 0,
    });

    const studioTab = await openSocket(studio);
    studioTab.ws.send(JSON.stringify({ type: "GET_NOTIFICATIONS", userId: creator.id }));
    await vi.waitFor(() => expect(typesOf(studioTab)).toContain("GET_NOTIFICATIONS"));
    // The answer only says to reload, which the client does with its own session: nothing of the
    // userId it named travels.
    const answer = studioTab.messages.find((m) => m.type === "GET_NOTIFICATIONS")!;
    expect(answer).toEqual({ type: "GET_NOTIFICATIONS" });
  });

  it("refuses acceptance by a non-owner and a transaction that approved nothing", async () => {
    const approved = await actor(creator).write("approveListing", [
      BigInt(listingId),
      studio.account.address,
    ]);
    approveTx = approved.transactionHash;
    const body = { chainId: 31337, txHash: approveTx };
    expect((await request("POST", `/api/proposals/${proposalId}/accept`, studio, body)).statusCode).toBe(403);
    const spoofed = await request("POST", `/api/proposals/${proposalId}/accept`, creator, {
      ...body,
      txHash: listTx,
    });
    expect(spoofed.statusCode).toBe(400);
    const unknown = await request("POST", `/api/proposals/${proposalId}/accept`, creator, {
      ...body,
      txHash: `0x${"ab".repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("accepts from the owner's approveListing, answers the asset and notifies the proposer live", async () => {
    const studioTab = await openSocket(studio);
    const ownerTab = await openSocket(creator);
    const reply = await request("POST", `/api/proposals/${proposalId}/accept`, creator, {
      chainId: 31337,
      txHash: approveTx,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Reply>().data.proposals).toMatchObject([
      { _id: proposalId, accepted: true, isFinalised: false },
    ]);
    await vi.waitFor(() => expect(typesOf(studioTab)).toContain("ASSET_PROPOSAL_ACCEPTED"));
    expect(typesOf(ownerTab)).not.toContain("ASSET_PROPOSAL_ACCEPTED");
    const list = (await request("GET", "/api/notifications", studio)).json<Reply>().data;
    expect(list).toMatchObject({ data: [{ type: "asset_proposal_accepted", fromUser: { name: "Ada" } }] });
  });

  it("records the executed integration as a linked asset of the studio's collection with its original", async () => {
    const executed = await actor(studio).write("executeListing", [BigInt(listingId), game as Address]);
    const body = { chainId: 31337, txHash: executed.transactionHash };
    expect((await request("POST", `/api/proposals/${proposalId}/executed`, creator, body)).statusCode).toBe(
      403,
    );
    const reply = await request("POST", `/api/proposals/${proposalId}/executed`, studio, body);
    expect(reply.statusCode, reply.body).toBe(200);
    const { linkedAsset, proposal } = reply.json<Reply>().data as unknown as {
      linkedAsset: { address: string; tokenId: string; original: string };
      proposal: { isFinalised: boolean };
    };
    expect(proposal.isFinalised).toBe(true);
    expect(linkedAsset).toMatchObject({ address: game, original: assetId });

    const linked = (await request("GET", `/api/assets/${game}/${linkedAsset.tokenId}`)).json<Reply>().data;
    expect(linked).toMatchObject({
      original: assetId,
      originalAsset: { name: "Crystal Sword" },
      userId: studio.id,
    });
    const source = (await request("GET", `/api/assets/${art}/${tokenId}`)).json<Reply>().data;
    expect(source.proposals).toMatchObject([{ isFinalised: true }]);
    expect(source.connectedAssets).toEqual([
      { _id: linked._id, name: "Crystal Sword", address: game, tokenId: linkedAsset.tokenId },
    ]);
    const cards = await request("POST", "/api/assets/list", undefined, { collectionAddress: art });
    const card = (cards.json<Reply>().data.data as { _id: string; proposals: unknown[] }[]).find(
      (c) => c._id === assetId,
    );
    expect(card?.proposals).toHaveLength(1);
    // The listing had a supply of 1: it is sold out and no longer active.
    expect(source.listings).toMatchObject([{ isActive: false, state: "sold-out" }]);
  });

  it("lets the studio with a finalised integration download the source archive, and nobody else", async () => {
    const authorize = async (user: User) => {
      const nonce = (await request("GET", "/api/auth/nonce")).json<{ data: string }>().data;
      const expiresAt = new Date(Date.now() + 300_000).toISOString();
      const fields = { collection: art, tokenId: tokenId.toString(), chainId: 31337, wallet: user.address };
      const signature = await user.account.signMessage({
        message: downloadMessage({ ...fields, nonce, expiresAt }),
      });
      return authorizeArchiveDownload(kit, art, {
        address: user.address,
        signature,
        chainId: 31337,
        tokenId: tokenId.toString(),
        nonce,
        expiresAt,
      });
    };
    await expect(authorize(studio)).resolves.toMatchObject({ cid: "bafy-source" });
    await expect(authorize(lonelyStudio)).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
  });

  it("refuses a proposal once the listing has expired", async () => {
    const second = await mintCatalogAsset(kit, creator, art, "Shield");
    const expiration = BigInt(Math.floor(Date.now() / 1000) + 3);
    const listed = await actor(creator).write("listForSale", [
      art as Address,
      second.tokenId,
      1n,
      500,
      expiration,
      creator.account.address,
    ]);
    const created = await request("POST", "/api/listings", creator, {
      chainId: 31337,
      txHash: listed.transactionHash,
      engines,
      technicalDescription,
    });
    expect(created.statusCode, created.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const reply = await request("POST", "/api/proposals", studio, {
      assetId: second.assetId,
      listingId: created.json<Reply>().data.listId,
      offererCollectionAddress: game,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json<Reply>().error).toBe("The listing for this asset has expired.");
  });

  it("lets the owner list again after cancelling (decision 008), and answers the cancelled state", async () => {
    const third = await mintCatalogAsset(kit, creator, art, "Lantern");
    const list = async () => {
      const listed = await actor(creator).write("listForSale", [
        art as Address,
        third.tokenId,
        1n,
        300,
        0n,
        creator.account.address,
      ]);
      return request("POST", "/api/listings", creator, {
        chainId: 31337,
        txHash: listed.transactionHash,
        engines,
        technicalDescription,
      });
    };
    const first = await list();
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<Reply>().data.listId as string;
    const cancelled = await actor(creator).write("cancelListing", [BigInt(firstId)]);
    const reply = await request("POST", `/api/listings/${firstId}/cancel`, creator, {
      chainId: 31337,
      txHash: cancelled.transactionHash,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const again = await list();
    expect(again.statusCode, again.body).toBe(201);
    const asset = (await request("GET", `/api/assets/${art}/${third.tokenId}`)).json<Reply>().data;
    expect(asset.listings).toMatchObject([
      { listId: firstId, isActive: false, state: "cancelled" },
      { listId: again.json<Reply>().data.listId, isActive: true, state: "active" },
    ]);
  });

  it("pays the integration's royalty to the default wallet, not to the other wallet that listed (decision 017)", async () => {
    // Cy signs in with one wallet, adds a second in Settings and makes it the default.
    const second = newWallet();
    const message = await signInMessage(kit.app, second, { requestId: addWalletRequestId(creatorType.id) });
    const signature = await second.signMessage({ message });
    const added = await request("POST", "/api/users/me/addresses", creatorType, {
      message,
      signature,
      address: second.address,
    });
    expect(added.statusCode, added.body).toBe(201);
    const chosen = await request("PUT", "/api/users/me/default-address", creatorType, {
      address: second.address,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The web names the signed-in user's `address`, their default wallet; their profile serves it
    // first among their addresses, the royalty recipient (spec section 3).
    const me = (await request("POST", "/api/auth/me", creatorType)).json<Reply>().data;
    const defaultWallet = me.address as Address;
    expect(defaultWallet).toBe(second.address.toLowerCase());
    const profile = (await request("GET", `/api/users/${creatorType.id}`)).json<Reply>().data as unknown as {
      addresses: { address: string }[];
    };
    expect(profile.addresses.map(({ address }) => address)).toEqual([defaultWallet, creatorType.address]);

    // The first wallet holds the token and lists it, naming the default wallet as the web does.
    const sculptures = await recordStoreCollection(kit, creatorType, "Sculptures");
    const bust = await mintCatalogAsset(kit, creatorType, sculptures, "Marble Bust");
    const listed = await actor(creatorType).write("listForSale", [
      sculptures,
      bust.tokenId,
      1n,
      640,
      0n,
      defaultWallet,
    ]);
    const recorded = await request("POST", "/api/listings", creatorType, {
      chainId: 31337,
      txHash: listed.transactionHash,
      engines,
      technicalDescription,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const bustListing = recorded.json<Reply>().data.listId as string;
    const [row] = await kit.db
      .select({ seller: chainListings.seller, royaltyRecipient: chainListings.royaltyRecipient })
      .from(chainListings)
      .where(and(eq(chainListings.chainId, 31337), eq(chainListings.listingId, bustListing)));
    expect(row).toEqual({ seller: creatorType.address, royaltyRecipient: defaultWallet });

    // A studio proposes, Cy accepts from the listing wallet, the studio integrates.
    const proposed = await request("POST", "/api/proposals", studio, {
      assetId: bust.assetId,
      listingId: bustListing,
      offererCollectionAddress: game,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = proposed.json<Reply>().data._id as string;
    const approved = await actor(creatorType).write("approveListing", [
      BigInt(bustListing),
      studio.account.address,
    ]);
    const accepted = await request("POST", `/api/proposals/${proposal}/accept`, creatorType, {
      chainId: 31337,
      txHash: approved.transactionHash,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const executed = await actor(studio).write("executeListing", [BigInt(bustListing), game as Address]);
    const finalised = await request("POST", `/api/proposals/${proposal}/executed`, studio, {
      chainId: 31337,
      txHash: executed.transactionHash,
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const { linkedAsset } = finalised.json<Reply>().data as unknown as { linkedAsset: { tokenId: string } };

    const [recipient, royalty] = await kit.chain.connection.client.readContract({
      address: game as Address,
      abi: single721Abi,
      functionName: "royaltyInfo",
      args: [BigInt(linkedAsset.tokenId), 1_000_000n],
    });
    expect([recipient.toLowerCase(), royalty]).toEqual([defaultWallet, 64_000n]);
  });

  it("closes a socket whose token is not a session", async () => {
    const ws = new WebSocket(`${baseUrl}/api/ws`);
    ws.once("open", () => ws.send(JSON.stringify({ type: "AUTHENTICATE", token: "nope" })));
    const code = await new Promise<number>((resolve) => ws.once("close", resolve));
    expect(code).toBe(1008);
  });
});
