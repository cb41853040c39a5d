import {
  externalCollection1155,
  externalCollection721,
  single721Abi,
  storeAbi,
} from "@meshlink/contracts/generated";
import type { Deal } from "@meshlink/domain/users-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { and, eq } from "drizzle-orm";
import type { Address } from "viem";
import { afterAll, beforeAll, expect, it } from "vitest";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { chainCursors, chainEvents } from "../../db/schema-chain.ts";
import { assets, users } from "../../db/schema.ts";
import { filesDepsFrom } from "../files/register-file-routes.ts";
import { sweepTokenMetadata } from "../../services/imports/metadata/sweep-token-metadata.ts";
import { tokenMetadataDepsFrom } from "../../services/imports/metadata/token-metadata-deps.ts";
import { externalCollections } from "../../testing/external-collections.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";

// Decisions 019 and 020 end to end: tokens of collections deployed outside MeshLink, imported
// through the API and registered in the Store by their owner, go through the whole marketplace —
// listing, proposal, approval, execution, offers — from real anvil transactions, and what the
// server records and serves along the way.

type Reply = { data: Record<string, unknown>; error: string };
type User = Awaited<ReturnType<typeof walletUser>>;
type Linked = { _id: string; address: string; tokenId: string; original: string };

const chainId = 31337;
const engines = [{ engineId: "unity", name: "Unity" }];
const technicalDescription = { short: { rigged: false, animations: false, textures: true, polyCount: "8k" } };
const dataUri = (value: object) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString("base64")}`;

// Steps in order: the collection registered first is listed, integrated, offered on and sent away after.
journey("an imported token through listings, proposals and offers, from real transactions", () => {
  let kit: CatalogTestApp;
  let ada: User;
  let studio: User;
  let bo: User;
  let dee: User;
  let relics: Address;
  let parts: Address;
  let game = "";
  let deeGame = "";
  const assetIds: Record<string, string> = {};

  const request = (method: "GET" | "POST", url: string, user?: User, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST", url: string, user?: User, payload?: object, status = 200) => {
    const reply = await request(method, url, user, payload);
    expect(reply.statusCode, `${url}: ${reply.body}`).toBe(status);
    return reply.json<Reply>().data;
  };
  const actor = (user: User) => storeActor(kit.chain.connection, user.account.address);
  const indexed = () => indexUntilCaughtUp(kit.db, kit.chain.connection, kit.chain.connection.indexer);
  const details = (address: string, tokenId: string | bigint) =>
    ok("GET", `/api/assets/${address}/${tokenId.toString()}`);
  const client = () => kit.chain.connection.client;
  // The original's URI as its own contract answers it: tokenURI (ERC-721) or uri (ERC-1155).
  const tokenUriOf = (collection: Address, tokenId: bigint, kind: "721" | "1155") =>
    kind === "721"
      ? client().readContract({
          address: collection,
          abi: externalCollection721.abi,
          functionName: "tokenURI",
          args: [tokenId],
        })
      : client().readContract({
          address: collection,
          abi: externalCollection1155.abi,
          functionName: "uri",
          args: [tokenId],
        });
  const readMetadata = () =>
    sweepTokenMetadata(tokenMetadataDepsFrom(filesDepsFrom(kit.config, kit.db), kit.chain.connection));

  async function importCollection(address: Address) {
    const reply = await ok(
      "POST",
      "/api/imports/collections",
      ada,
      { chainId, account: ada.address, collection: address },
      201,
    );
    const rows = await kit.db.select().from(assets).where(eq(assets.collectionAddress, address));
    for (const row of rows) assetIds[`${address}:${row.tokenId}`] = row.id;
    return reply;
  }

  // listForSale by the holder, recorded through POST /api/listings; the new listing's id.
  async function list(seller: User, collection: Address, tokenId: bigint, supply = 1n, fee = 750) {
    const listed = await actor(seller).write("listForSale", [
      collection,
      tokenId,
      supply,
      fee,
      0n,
      seller.account.address,
    ]);
    const ref = await ok(
      "POST",
      "/api/listings",
      seller,
      { chainId, txHash: listed.transactionHash, engines, technicalDescription },
      201,
    );
    return ref.listId as string;
  }

  // Propose → approveListing → executeListing, each recorded through the API; the linked asset.
  async function integrate(
    collection: Address,
    tokenId: bigint | string,
    listingId: string,
    { seller = ada, proposer = studio, destination = game } = {},
  ): Promise<Linked> {
    const assetId = assetIds[`${collection}:${tokenId}`]!;
    const proposal = await ok(
      "POST",
      "/api/proposals",
      proposer,
      { assetId, listingId, offererCollectionAddress: destination },
      201,
    );
    const approved = await actor(seller).write("approveListing", [
      BigInt(listingId),
      proposer.account.address,
    ]);
    const accepted = await ok("POST", `/api/proposals/${proposal._id as string}/accept`, seller, {
      chainId,
      txHash: approved.transactionHash,
    });
    expect(accepted.proposals).toMatchObject([{ accepted: true, isFinalised: false }]);
    const executed = await actor(proposer).write("executeListing", [
      BigInt(listingId),
      destination as Address,
    ]);
    const result = await ok("POST", `/api/proposals/${proposal._id as string}/executed`, proposer, {
      chainId,
      txHash: executed.transactionHash,
    });
    expect(result.proposal).toMatchObject({ isFinalised: true });
    const linked = result.linkedAsset as Linked;
    assetIds[`${linked.address}:${linked.tokenId}`] = linked._id;
    return linked;
  }

  async function recordCollection(user: User, name: string) {
    const txHash = await user.send("createCollection", [name, name.toUpperCase(), 1]);
    const payload = { chainId, txHash, name, symbol: name.toUpperCase(), type: "ERC721" };
    return (await ok("POST", "/api/collections", user, payload, 201)).address as string;
  }

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    ada = await walletUser(kit, 1, "Ada");
    studio = await walletUser(kit, 2, "Studio Bee");
    bo = await walletUser(kit, 3, "Bo");
    dee = await walletUser(kit, 4, "Dee");
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, studio.id));
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, dee.id));
    game = await recordCollection(studio, "Game");
    deeGame = await recordCollection(dee, "Arcade");

    const mine = externalCollections(kit.chain.connection, ada.account);
    relics = await mine.deploy721("Voxel Relics", "VXR");
    parts = await mine.deploy1155("Mesh Parts", "MSP");
    const ember = dataUri({ name: "Ember Blade", description: "A blade that glows." });
    await mine.mint721(relics, ada.address as Address, ember); // 1: listed and integrated
    await mine.mint721(relics, ada.address as Address); // 2: offered
    await mine.mint721(relics, ada.address as Address); // 3: listed, then sent away
    const gear = dataUri({ name: "Gear Cog", description: "Turns." });
    await mine.mint1155(parts, ada.address as Address, 7n, 5n, gear);
    await indexed();
    await importCollection(relics);
    await importCollection(parts);
  }, 120_000);
  afterAll(() => kit?.close());

  it("refuses a listing on an imported collection the Store does not know: nothing to record", async () => {
    const attempt = kit.chain.connection.client.simulateContract({
      account: ada.account,
      address: kit.chain.storeAddress,
      abi: storeAbi,
      functionName: "listForSale",
      args: [relics, 1n, 1n, 750, 0n, ada.account.address],
    });
    await expect(attempt).rejects.toThrow(/UnknownCollection/);
  });

  it("indexes the owner's registerCollection into the ledger and goes on indexing", async () => {
    const registered = await actor(ada).write("registerCollection", [relics]);
    await actor(ada).write("registerCollection", [parts]);
    const head = await kit.chain.connection.client.getBlockNumber({ cacheTime: 0 });
    await indexed();
    const events = await kit.db
      .select()
      .from(chainEvents)
      .where(and(eq(chainEvents.chainId, chainId), eq(chainEvents.eventName, "CollectionRegistered")));
    expect(events.map((event) => event.args)).toEqual([
      { owner: ada.address, collection: relics, kind: "3" },
      { owner: ada.address, collection: parts, kind: "4" },
    ]);
    expect(events[0]!.txHash).toBe(registered.transactionHash);
    // Past the registrations: the indexer went on after them (blocks made since may be ahead of it).
    const [cursor] = await kit.db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId));
    expect(BigInt(cursor!.blockNumber)).toBeGreaterThanOrEqual(head);
  });

  it("records a listing of an imported ERC-721 token, and its page shows it live", async () => {
    const listingId = await list(ada, relics, 1n);
    const asset = await details(relics, 1n);
    expect(asset).toMatchObject({ imported: true, metadataState: "pending", category: null, metadata: null });
    expect(asset.listings).toEqual([
      {
        listId: listingId,
        seller: ada.address,
        sellerUserId: ada.id,
        price: 750,
        expiration: null,
        isActive: true,
        state: "active",
        engines,
      },
    ]);
    assetIds.relicsListing = listingId;
  });

  it("integrates it: the linked asset joins the studio's game, pointing at the imported original", async () => {
    const originalId = assetIds[`${relics}:1`]!;
    const linked = await integrate(relics, 1n, assetIds.relicsListing!);
    expect(linked).toMatchObject({ address: game, original: originalId });
    assetIds.relicsLinked = linked.tokenId;

    const page = await details(game, linked.tokenId);
    expect(page).toMatchObject({
      original: originalId,
      originalAsset: { _id: originalId, name: "Voxel Relics #1", address: relics, tokenId: "1" },
      userId: studio.id,
      imported: false,
      category: null,
      metadata: null,
      modelFacts: null,
    });
    const source = await details(relics, 1n);
    expect(source.connectedAssets).toEqual([
      { _id: linked._id, name: "Voxel Relics #1", address: game, tokenId: linked.tokenId },
    ]);
    expect(source.listings).toMatchObject([{ isActive: false, state: "sold-out" }]);
    // The linked token's tokenURI is its original's (decision 020).
    const onChain = await kit.chain.connection.client.readContract({
      address: game as Address,
      abi: single721Abi,
      functionName: "tokenURI",
      args: [BigInt(linked.tokenId)],
    });
    expect(onChain).toBe(await tokenUriOf(relics, 1n, "721"));
  });

  it("shows the integration in both parties' deals and the original's activity", async () => {
    const deals = async (user: User) =>
      ((await ok("GET", `/api/users/${user.id}/deals`)).data as Deal[]).filter(
        (deal) => deal.asset.address === relics,
      );
    const made = await deals(studio);
    expect(made).toMatchObject([
      {
        role: "made",
        counterparty: { address: ada.address, user: { _id: ada.id } },
        asset: { name: "Voxel Relics #1", address: relics, tokenId: "1" },
        linkedToken: { name: "Voxel Relics #1", address: game, tokenId: assetIds.relicsLinked },
      },
    ]);
    expect(await deals(ada)).toMatchObject([{ role: "received", counterparty: { address: studio.address } }]);
    const activity = await ok("GET", `/api/activity?address=${relics}&tokenId=1`);
    const types = (activity.data as { event: string }[]).map((row) => row.event);
    expect(types).toEqual(expect.arrayContaining(["Bought", "Listed", "Minted"]));
  });

  it("integrates the linked copy in turn: a copy of the copy, both before the original's metadata", async () => {
    const linkedId = assetIds.relicsLinked!;
    const listingId = await list(studio, game as Address, BigInt(linkedId));
    const second = await integrate(game as Address, linkedId, listingId, {
      seller: studio,
      proposer: dee,
      destination: deeGame,
    });
    assetIds.relicsSecondCopy = second.tokenId;
    expect(await details(deeGame, second.tokenId)).toMatchObject({
      name: "Voxel Relics #1",
      originalAsset: { address: game, tokenId: linkedId },
    });
    const onChain = await kit.chain.connection.client.readContract({
      address: deeGame as Address,
      abi: single721Abi,
      functionName: "tokenURI",
      args: [BigInt(second.tokenId)],
    });
    expect(onChain).toBe(await tokenUriOf(relics, 1n, "721"));
  });

  it("gives the linked asset its original's metadata once the original's read is done", async () => {
    expect((await readMetadata()).ready).toBeGreaterThan(0);
    const original = await details(relics, 1n);
    expect(original).toMatchObject({ metadataState: "ready", name: "Ember Blade" });
    const linked = await details(game, assetIds.relicsLinked!);
    // Its tokenURI is the original's, so its page reads as the original's does.
    expect(linked).toMatchObject({
      name: "Ember Blade",
      description: "A blade that glows.",
      originalAsset: { name: "Ember Blade" },
    });
    // A chain of links resolves to the first original, on-chain and here.
    expect(await details(deeGame, assetIds.relicsSecondCopy!)).toMatchObject({
      name: "Ember Blade",
      description: "A blade that glows.",
    });
  });

  it("integrates an imported ERC-1155 token, its metadata already read", async () => {
    const listingId = await list(ada, parts, 7n, 2n, 500);
    const asset = await details(parts, 7n);
    expect(asset).toMatchObject({ imported: true, name: "Gear Cog", ercType: "ERC1155" });
    expect(asset.listings).toMatchObject([{ listId: listingId, isActive: true, price: 500 }]);
    const linked = await integrate(parts, 7n, listingId);
    expect(linked).toMatchObject({ address: game, original: assetIds[`${parts}:7`] });
    const page = await details(game, linked.tokenId);
    expect(page).toMatchObject({ name: "Gear Cog", description: "Turns.", ercType: "ERC721" });
    // One of two integrations: still live.
    expect((await details(parts, 7n)).listings).toMatchObject([{ isActive: true, state: "active" }]);
    const onChain = await kit.chain.connection.client.readContract({
      address: game as Address,
      abi: single721Abi,
      functionName: "tokenURI",
      args: [BigInt(linked.tokenId)],
    });
    expect(onChain).toBe(await tokenUriOf(parts, 7n, "1155"));
  });

  it("takes an offer on an imported token through make → authorize → accept to a linked asset", async () => {
    const assetId = assetIds[`${relics}:2`]!;
    const made = await actor(studio).write("makeOffer", [
      offerAssetIdOf(assetId),
      ada.address as Address,
      game as Address,
      relics,
      2n,
      400,
    ]);
    const offer = await ok(
      "POST",
      "/api/offers",
      studio,
      { assetId, chainId, txHash: made.transactionHash },
      201,
    );
    expect(offer).toMatchObject({ assetId, state: "made", royaltyFee: 400 });
    const offerId = offer.offerId as string;
    const authorized = await actor(ada).write("authorizeOffer", [BigInt(offerId)]);
    const afterAuthorize = await ok("POST", `/api/offers/${offerId}/authorize`, ada, {
      chainId,
      txHash: authorized.transactionHash,
    });
    expect(afterAuthorize.state).toBe("authorized");
    const accepted = await actor(studio).write("acceptOffer", [BigInt(offerId)]);
    const afterAccept = await ok("POST", `/api/offers/${offerId}/accept`, studio, {
      chainId,
      txHash: accepted.transactionHash,
    });
    expect(afterAccept.state).toBe("accepted");
    const linked = await kit.db.query.assets.findMany({
      where: (a, { eq: is }) => is(a.originalAssetId, assetId),
    });
    expect(linked).toMatchObject([
      { collectionAddress: game, name: "Voxel Relics #2", mintedTx: accepted.transactionHash },
    ]);
    const page = await details(game, linked[0]!.tokenId);
    expect(page).toMatchObject({ original: assetId, originalAsset: { tokenId: "2" } });
    expect((await details(relics, 2n)).connectedAssets).toHaveLength(1);
  });

  it("drops the listing of a token sent away, as the Store refuses it, and shows it again on its return", async () => {
    const listingId = await list(ada, relics, 3n);
    const proposal = await ok(
      "POST",
      "/api/proposals",
      studio,
      { assetId: assetIds[`${relics}:3`], listingId, offererCollectionAddress: game },
      201,
    );
    expect(proposal.accepted).toBe(false);
    await actor(ada).transfer721(relics, bo.address as Address, 3n);
    await indexed();

    const approve = kit.chain.connection.client.simulateContract({
      account: ada.account,
      address: kit.chain.storeAddress,
      abi: storeAbi,
      functionName: "approveListing",
      args: [BigInt(listingId), studio.account.address],
    });
    await expect(approve).rejects.toThrow(/StaleListing/);
    const away = await details(relics, 3n);
    expect(away.listings).toEqual([]);
    expect(away.userId).toBe(bo.id);
    const onSale = await ok("GET", `/api/users/${ada.id}/assets?filter=onSale`);
    expect((onSale.data as { _id: string }[]).map((card) => card._id)).not.toContain(assetIds[`${relics}:3`]);

    // An external token has no ownership nonce: back with its seller, the listing works again on-chain
    // (decision 020, "Revival outside MeshLink"), and the page shows it again.
    await actor(bo).transfer721(relics, ada.address as Address, 3n);
    await indexed();
    await kit.chain.connection.client.simulateContract({
      account: ada.account,
      address: kit.chain.storeAddress,
      abi: storeAbi,
      functionName: "approveListing",
      args: [BigInt(listingId), studio.account.address],
    });
    expect((await details(relics, 3n)).listings).toMatchObject([{ listId: listingId, isActive: true }]);
  });

  it("serves every page around the imported originals and their linked copies", async () => {
    const [relic1, relic2, relic3, part7] = [`${relics}:1`, `${relics}:2`, `${relics}:3`, `${parts}:7`].map(
      (key) => assetIds[key]!,
    );
    for (const [address, tokenId] of [
      [relics, "1"],
      [relics, "2"],
      [parts, "7"],
    ] as const) {
      await ok("GET", `/api/activity/connected?address=${address}&tokenId=${tokenId}`);
      await ok("GET", `/api/activity/price-history?address=${address}&tokenId=${tokenId}`);
      await ok("GET", `/api/assets/${address}/${tokenId}/holders`);
    }
    for (const id of [relic1, relic2, part7]) {
      await ok("GET", `/api/assets/${id}/more-from-collection`);
      await ok("GET", `/api/assets/${id}/offers`);
    }
    const offers = await ok("GET", `/api/assets/${relic2}/offers`);
    expect(offers.data).toMatchObject([{ state: "accepted", royaltyFee: 400 }]);
    const cards = await ok("POST", "/api/assets/list", undefined, { collectionAddress: relics });
    expect((cards.data as { _id: string }[]).map((card) => card._id).sort()).toEqual(
      [relic1, relic2, relic3].sort(),
    );
    const profileIds = async (user: User, filter: string) =>
      ((await ok("GET", `/api/users/${user.id}/assets?filter=${filter}`)).data as { _id: string }[]).map(
        (card) => card._id,
      );
    expect(await profileIds(ada, "sold")).toEqual(expect.arrayContaining([relic1, part7, relic2]));
    expect(await profileIds(ada, "offersReceived")).toEqual([relic2]);
    expect(await profileIds(studio, "offersMade")).toEqual([relic2]);
    expect(await profileIds(ada, "onSale")).toEqual(expect.arrayContaining([relic3, part7]));
    expect(await profileIds(studio, "created")).toHaveLength(3);
    expect(await profileIds(dee, "created")).toHaveLength(1);
    expect(await profileIds(studio, "owned")).toHaveLength(3);
    for (const user of [ada, studio]) {
      await ok("GET", `/api/users/${user.id}`);
      await ok("GET", `/api/users/${user.id}/collections`);
    }
    await ok("GET", `/api/collections/${encodeURIComponent("Voxel Relics")}/${ada.id}`);
    await ok("GET", `/api/collections/Game/${studio.id}`);
    await ok("GET", "/api/search?q=Ember");
    await ok("GET", "/api/featured");
  });
});
