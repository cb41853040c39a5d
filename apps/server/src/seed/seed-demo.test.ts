import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { ZUserProfile } from "@meshlink/domain/users-api.types";
import {
  ASSET_CATEGORIES,
  ASSET_GENRES,
  categoryOfCode,
  genresOfCodes,
} from "@meshlink/domain/constants/asset-categories";
import { ZTokenMetadata } from "@meshlink/domain/create-asset.types";
import { ZAssetHoldersPage } from "@meshlink/domain/holders-api.types";
import { ZOffer } from "@meshlink/domain/offers-api.types";
import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { ZCollection } from "@meshlink/domain/entities/collection";
import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import { canShowListButton } from "@meshlink/domain/rules/listing-buttons";
import { isListingExpired, isListingLive } from "@meshlink/domain/rules/listing-liveness";
import { readFile } from "node:fs/promises";
import { and, count, eq, gt, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appMeta,
  assets,
  chainBalances,
  chainCollections,
  chainExecutions,
  chainListings,
  chainOffers,
  collections,
  images,
  importedCollections,
  notifications,
  offerRecords,
  proposals,
  tokenMetadataFetches,
  users,
} from "../db/schema.ts";
import { createInProcessBus } from "../realtime/event-bus.ts";
import { buildCatalogTestApp, type CatalogTestApp } from "../testing/catalog-test-kit.ts";
import { DEMO_COLLECTIONS, DEMO_USERS } from "./demo-catalog.ts";
import { DEMO_TRANSFERS } from "./demo-holders.ts";
import { DEMO_LISTINGS, DEMO_PROPOSALS } from "./demo-market.ts";
import { DEMO_OFFERS } from "./demo-offers.ts";
import { posterUrl } from "./demo-posters.ts";
import { demoPortfolio } from "./demo-profiles.ts";
import { cutOffSeed } from "../testing/cut-off-seed.ts";
import { DEMO_ASSET_COUNT, demoTotal, linkedOn, mintedOn } from "../testing/demo-totals.ts";
import { catalogDepsFrom } from "../routes/collections/catalog-deps-from.ts";
import { filesDepsFrom } from "../routes/files/register-file-routes.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import { DEMO_CHAINS, demoSeedKey, seedDemo } from "./seed-demo.ts";
import { DEMO_IMPORTED } from "./demo-imported.ts";
import { DEMO_SECOND_CHAIN } from "./demo-second-chain.ts";
import { type ChainConnection, chainSet } from "../chain/chain-connection.ts";

describe("the demo seed", () => {
  let kit: CatalogTestApp;
  let seedMs = 0;
  beforeAll(async () => {
    // The two local chains `npm start` runs.
    kit = await buildCatalogTestApp({ seedDemo: true, chainIds: [LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID] });
    await kit.app.ready();
    // Runs cut off part-way, as by a crash: one among the first collections' uploads, one at the
    // first proposal's notification (after its row is written). The app's own run must finish them
    // with every step done exactly once.
    await expect(cutOffSeed(kit, { failingBlobPut: 7 })).rejects.toThrow(/cut off/);
    expect(await total(collections)).toBeGreaterThan(0);
    await expect(cutOffSeed(kit, { failingPublish: true })).rejects.toThrow(/cut off/);
    expect((await kit.db.select({ n: count() }).from(proposals))[0]?.n).toBe(1);
    // A third, past every proposal, at an offer's authorization notification (after its record).
    const offerAuthorized = REALTIME_MESSAGE_TYPES.offerAuthorized;
    await expect(
      cutOffSeed(kit, {
        failingPublish: (event) => "message" in event && event.message.type === offerAuthorized,
      }),
    ).rejects.toThrow(/cut off/);
    const cutRecords = await kit.db.select().from(offerRecords);
    expect(cutRecords.map((r) => !!r.authorizedTx).sort()).toEqual([false, true]);
    // A fourth, past the first chain's part, at the acceptance of the second chain's integration:
    // its steps are journalled apart, though they have the first chain's names. The first chain's
    // proposals were all done before the offer above, so this run's first acceptance is that one.
    const accepted = REALTIME_MESSAGE_TYPES.proposalAccepted;
    await expect(
      cutOffSeed(kit, {
        failingPublish: (event) => "message" in event && event.message.type === accepted,
      }),
    ).rejects.toThrow(/cut off/);
    expect(await collectionsOn(SEI_TESTNET_CHAIN_ID)).toHaveLength(DEMO_SECOND_CHAIN.collections.length);
    expect(kit.app.demoSeed?.health()).toMatchObject({ ok: false, state: "waiting" });
    const started = performance.now();
    await kit.app.demoSeed!.run();
    seedMs = performance.now() - started;
    const health = kit.app.demoSeed?.health();
    expect(health, health?.detail).toMatchObject({ ok: true, state: "done" });
  }, 180_000);
  afterAll(() => kit?.close());

  const total = async (table: typeof users | typeof collections | typeof assets) =>
    (await kit.db.select({ n: count() }).from(table))[0]?.n;
  const collectionsOn = (chainId: number) =>
    kit.db.select().from(collections).where(eq(collections.chainId, chainId));
  const assetCount = DEMO_ASSET_COUNT;
  // The asset minted under this name, not a studio's linked copy of it (which shares the name).
  const details = async (name: string) => {
    const [row] = await kit.db
      .select()
      .from(assets)
      .where(and(eq(assets.name, name), isNull(assets.originalAssetId)));
    const response = await kit.app.inject({
      method: "GET",
      url: `/api/assets/${row!.collectionAddress}/${row!.tokenId}`,
    });
    return ZAssetDetails.parse(response.json<{ data: unknown }>().data);
  };
  const userNamed = async (name: string) =>
    (await kit.db.select().from(users).where(eq(users.name, name)))[0]!;

  it("creates users, collections and assets minted on each local chain, with an admin", async () => {
    expect(await total(users)).toBe(DEMO_USERS.length);
    expect(await total(collections)).toBe(demoTotal((part) => part.collections.length) + 1);
    expect(await total(assets)).toBe(assetCount);
    expect((await kit.db.select().from(users).where(eq(users.type, "admin"))).map((u) => u.name)).toEqual([
      "MeshLink Admin",
    ]);
    // Ownership came through the indexer from the real mints; no collection was created twice on-chain.
    // Each asset has its minter as holder; the transferred editions add their new holders.
    expect((await kit.db.select({ n: count() }).from(chainBalances))[0]?.n).toBe(
      assetCount + DEMO_TRANSFERS.length,
    );
    expect((await kit.db.select({ n: count() }).from(chainCollections))[0]?.n).toBe(
      demoTotal((part) => part.collections.length),
    );
    expect((await kit.db.select({ n: count() }).from(chainListings))[0]?.n).toBe(
      demoTotal((part) => part.market.listings.length),
    );
    expect(await kit.db.select().from(appMeta).where(like(appMeta.key, "demo_seed/%"))).toEqual([]);
    const creature = await details("Mire Serpent");
    expect(creature.modelFacts).toMatchObject({ rigged: true, triangles: 288 });
    expect(creature.modelFacts?.animations.map((a) => a.name)).toEqual(["Idle", "Walk", "Roar"]);
    expect(creature.modelFacts?.validation.errors).toBe(0);
    const recordedOn = async (chainId: number) => {
      const [meta] = await kit.db
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, demoSeedKey(chainId)));
      return JSON.parse(meta!.value) as Record<string, number>;
    };
    const recorded = await recordedOn(LOCAL_CHAIN_ID);
    expect(recorded).toMatchObject({
      listings: DEMO_LISTINGS.length,
      proposals: DEMO_PROPOSALS.length,
      offers: DEMO_OFFERS.length,
      integrations: 2,
    });
    expect(await recordedOn(SEI_TESTNET_CHAIN_ID)).toMatchObject({
      collections: DEMO_SECOND_CHAIN.collections.length,
      assets: mintedOn(DEMO_SECOND_CHAIN),
      listings: DEMO_SECOND_CHAIN.market.listings.length,
      integrations: linkedOn(DEMO_SECOND_CHAIN),
    });
    console.info(`demo seed: ${Math.round(seedMs)} ms (the seed's own figure: ${recorded.ms} ms)`);
  });

  it("puts a marketplace on the second chain: a creator's listed assets, a studio's game with an integration", async () => {
    const [ada, lumen] = [await userNamed("Ada Voxel"), await userNamed("Lumen Forge Studio")];
    const onSecond = await collectionsOn(SEI_TESTNET_CHAIN_ID);
    expect(onSecond.map((row) => [row.name, row.userId]).sort()).toEqual(
      [
        ["Dune Outpost", ada.id],
        ["Lumen Dunes", lumen.id],
      ].sort(),
    );
    for (const row of onSecond) {
      const page = await kit.app.inject({
        method: "GET",
        url: `/api/collections/${encodeURIComponent(row.name)}/${row.userId}`,
      });
      expect(ZCollection.parse(page.json<{ data: unknown }>().data), row.name).toMatchObject({
        blockchain: { chainId: SEI_TESTNET_CHAIN_ID },
        blockchainId: String(SEI_TESTNET_CHAIN_ID),
      });
    }
    // Browse's Blockchain filter finds that chain's assets, and only those.
    const browse = await kit.app.inject({
      method: "POST",
      url: "/api/assets/list",
      payload: { chainIds: [SEI_TESTNET_CHAIN_ID] },
    });
    const cards = browse.json<{ data: { data: { name: string }[] } }>().data.data;
    const rows = await kit.db.select().from(assets).where(eq(assets.chainId, SEI_TESTNET_CHAIN_ID));
    expect(rows).toHaveLength(mintedOn(DEMO_SECOND_CHAIN) + linkedOn(DEMO_SECOND_CHAIN));
    expect(cards.map((card) => card.name).sort()).toEqual(rows.map((row) => row.name).sort());

    const spice = await details("Spice Crate");
    expect(spice).toMatchObject({ blockchainId: String(SEI_TESTNET_CHAIN_ID), userId: ada.id });
    expect(spice.listings).toMatchObject([{ price: 450, expiration: null, isActive: true }]);
    expect(spice.proposals).toMatchObject([{ offererId: lumen.id, accepted: true, isFinalised: true }]);
    const game = onSecond.find((row) => row.name === "Lumen Dunes")!;
    expect(spice.connectedAssets).toMatchObject([{ name: "Spice Crate", address: game.address }]);
    const obelisk = await details("Sandstone Obelisk");
    expect(obelisk.listings).toMatchObject([{ price: 700, isActive: true }]);
    expect(obelisk.proposals).toMatchObject([{ offererId: lumen.id, accepted: false, isFinalised: false }]);
    expect((await details("Caravan Cart")).listings).toEqual([]);
  });

  it("seeds each local chain's part once, on its own, and leaves out a chain it does not run", async () => {
    const fresh = await createTestDb();
    try {
      const files = filesDepsFrom(kit.config, fresh.db);
      const seedWith = (connections: ChainConnection[]) =>
        seedDemo({
          catalog: catalogDepsFrom(kit.config, fresh.db, files.stores, chainSet(connections)),
          files,
          bus: createInProcessBus(),
          log: { info: () => {} },
        });
      const [first, second] = kit.chains.map((chain) => chain.connection) as [
        ChainConnection,
        ChainConnection,
      ];
      // Followed at an RPC URL, the chain is not this server's: the demo accounts may hold nothing there.
      const remote = { ...first, local: false };
      expect(await seedWith([remote])).toEqual({ status: "skipped", reason: "no local chain" });
      // A server seeded before it followed the second chain: that chain's part, and only it, runs.
      await fresh.db.insert(appMeta).values({ key: demoSeedKey(LOCAL_CHAIN_ID), value: "{}" });
      expect(await seedWith([first])).toEqual({ status: "skipped", reason: "already seeded" });
      expect(await seedWith([first, second])).toMatchObject({
        status: "seeded",
        chainIds: [SEI_TESTNET_CHAIN_ID],
        collections: DEMO_SECOND_CHAIN.collections.length,
        assets: mintedOn(DEMO_SECOND_CHAIN),
      });
      const chainsSeeded = await fresh.db.selectDistinct({ chainId: collections.chainId }).from(collections);
      expect(chainsSeeded).toEqual([{ chainId: SEI_TESTNET_CHAIN_ID }]);
      expect(await seedWith([first, second])).toEqual({ status: "skipped", reason: "already seeded" });
    } finally {
      await fresh.close();
    }
  });

  it("lists assets with different fees, engines and expiries, one already expired and one cancelled", async () => {
    const now = new Date();
    const day = 86_400_000;
    const mire = (await details("Mire Serpent")).listings;
    expect(mire).toMatchObject([{ price: 1500, expiration: null, isActive: true }]);
    expect(mire[0]!.engines).toEqual([
      { engineId: "unreal-engine", name: "Unreal Engine" },
      { engineId: null, name: "Swampworks Engine" },
    ]);
    const crate = (await details("Supply Crate")).listings;
    expect(crate).toMatchObject([{ price: 250, isActive: true }]);
    expect(crate[0]!.engines.map((e) => e.name)).toEqual(["Unity", "Godot", "Bevy"]);
    const inDays = (new Date(crate[0]!.expiration!).getTime() - now.getTime()) / day;
    expect(inDays).toBeGreaterThan(2.9);
    expect(inDays).toBeLessThanOrEqual(3);
    const pillar = (await details("Marble Pillar")).listings;
    expect(pillar).toMatchObject([{ price: 500, isActive: true }]);
    expect(isListingLive(pillar[0]!, now)).toBe(true);
    const chest = (await details("Treasure Chest Crate")).listings;
    expect(chest).toMatchObject([{ price: 1000, isActive: true }]);
    expect(isListingExpired(chest[0]!, now)).toBe(true);
    expect(isListingLive(chest[0]!, now)).toBe(false);
    const sandstone = await details("Sandstone Pillar");
    expect(sandstone.listings).toMatchObject([{ price: 800, isActive: false, state: "cancelled" }]);
    const ada = await userNamed("Ada Voxel");
    expect(canShowListButton({ id: ada.id, type: "creator" }, sandstone, now, 1n)).toBe(true);
  });

  it("has an ERC-1155 asset with two holders, each shown with their balance", async () => {
    const crate = await details("Ammo Crate");
    expect(crate.ownerCount).toBe(2);
    const reply = await kit.app.inject({
      method: "GET",
      url: `/api/assets/${crate.address}/${crate.tokenId}/holders`,
    });
    const holders = ZAssetHoldersPage.parse(reply.json<{ data: unknown }>().data);
    expect(holders.data.map((h) => [h.user?.name, h.balance])).toEqual([
      ["Kenji Mesh", "9"],
      ["Ada Voxel", "1"],
    ]);
  });

  it("has a pending and an accepted proposal, and an integration linked to its original", async () => {
    const [lumen, ironclad] = [await userNamed("Lumen Forge Studio"), await userNamed("Ironclad Games")];
    const crateProposals = (await details("Supply Crate")).proposals;
    expect(crateProposals.map((p) => [p.offererId, p.accepted, p.isFinalised]).sort()).toEqual(
      [
        [ironclad.id, false, false],
        [lumen.id, false, false],
      ].sort(),
    );
    expect((await details("Marble Pillar")).proposals).toMatchObject([
      { offererId: ironclad.id, accepted: true, isFinalised: false },
    ]);
    const wyrm = await details("Bog Wyrm");
    expect(wyrm.proposals).toMatchObject([{ offererId: lumen.id, accepted: true, isFinalised: true }]);
    // Three integrations allowed, one used: the listing stays live.
    expect(wyrm.listings).toMatchObject([{ price: 750, expiration: null, isActive: true }]);
    const [props] = await kit.db.select().from(collections).where(eq(collections.name, "Lumen Props"));
    expect(wyrm.connectedAssets).toMatchObject([{ name: "Bog Wyrm", address: props!.address }]);
    const linked = await kit.app.inject({
      method: "GET",
      url: `/api/assets/${props!.address}/${wyrm.connectedAssets[0]!.tokenId}`,
    });
    expect(ZAssetDetails.parse(linked.json<{ data: unknown }>().data)).toMatchObject({
      original: wyrm._id,
      originalAsset: { name: "Bog Wyrm" },
      userId: lumen.id,
    });
  });

  it("has an offer made, one authorized, one accepted whose integration minted a linked token, and a stale one", async () => {
    const [lumen, ironclad] = [await userNamed("Lumen Forge Studio"), await userNamed("Ironclad Games")];
    const offersOn = async (name: string) => {
      const [row] = await kit.db
        .select()
        .from(assets)
        .where(and(eq(assets.name, name), isNull(assets.originalAssetId)));
      const reply = await kit.app.inject({ method: "GET", url: `/api/assets/${row!.id}/offers` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ data: { data: unknown[] } }>().data.data.map((offer) => ZOffer.parse(offer));
    };
    expect(DEMO_OFFERS.map((offer) => offer.stage)).toEqual(["made", "authorized", "accepted", "made"]);
    expect(await offersOn("Swamp Witch")).toMatchObject([
      { state: "made", stale: false, offeror: { user: { _id: ironclad.id } } },
    ]);
    // Made before the creator handed editions to another holder: no longer valid.
    expect(await offersOn("Ammo Crate")).toMatchObject([
      { state: "made", stale: true, offeror: { user: { _id: ironclad.id } } },
    ]);
    expect(await offersOn("Supply Wagon")).toMatchObject([
      { state: "authorized", offeror: { user: { _id: lumen.id } } },
    ]);
    const [accepted] = await offersOn("Quest Marker");
    expect(accepted).toMatchObject({ state: "accepted", offeror: { user: { _id: lumen.id } } });
    // Recorded by the server once per step, as the API records them.
    // Each made once on-chain, across the cut-off run and the one that finished it.
    expect((await kit.db.select({ n: count() }).from(chainOffers))[0]?.n).toBe(DEMO_OFFERS.length);
    const records = await kit.db.select().from(offerRecords);
    expect(records.map((r) => [!!r.authorizedTx, !!r.acceptedTx]).sort()).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [true, true],
    ]);
    // Accepting executed the integration: a linked token in the studio's game collection.
    const [props] = await kit.db.select().from(collections).where(eq(collections.name, "Lumen Props"));
    const executions = await kit.db.select().from(chainExecutions).where(eq(chainExecutions.kind, "offer"));
    expect(executions).toMatchObject([{ offerId: accepted!.offerId, destinationCollection: props!.address }]);
    const marker = await details("Quest Marker");
    expect(marker.connectedAssets).toMatchObject([{ name: "Quest Marker", address: props!.address }]);
    // Browse's HAS OFFER shows the two offers still open.
    const browse = await kit.app.inject({
      method: "POST",
      url: "/api/assets/list",
      payload: { status: "HAS_OFFER" },
    });
    const listed = browse.json<{ data: { data: { name: string }[] } }>().data.data;
    expect(listed.map((card) => card.name).sort()).toEqual(["Supply Wagon", "Swamp Witch"]);
  });

  it("tags its assets with every category and genre, in the tokens' metadata too", async () => {
    // Imported tokens name no category: they were minted before MeshLink.
    const rows = (await kit.db.select().from(assets)).filter((row) => row.category !== null);
    const categories = new Set(rows.map((row) => categoryOfCode(row.category)));
    expect([...categories].sort()).toEqual(ASSET_CATEGORIES.map((entry) => entry.slug).sort());
    const genres = new Set(rows.flatMap((row) => genresOfCodes(row.genres)));
    expect([...genres].sort()).toEqual(ASSET_GENRES.map((entry) => entry.slug).sort());
    // The linked copy keeps its original's tags.
    const wyrms = rows.filter((row) => row.name === "Bog Wyrm");
    expect(wyrms.map((row) => [row.category, row.genres])).toEqual([
      [2, [1, 6]],
      [2, [1, 6]],
    ]);
    const witch = rows.find((row) => row.name === "Swamp Witch")!;
    const token = await kit.app.inject({ method: "GET", url: `/ipfs/${witch.metadataCid}` });
    expect(ZTokenMetadata.parse(token.json()).attributes.slice(0, 3)).toEqual([
      { trait_type: "Category", value: "Characters" },
      { trait_type: "Genre", value: "Fantasy" },
      { trait_type: "Genre", value: "Horror" },
    ]);
  });

  it("has notified the owners of each proposal and the studios of each acceptance", async () => {
    const rows = await kit.db.select().from(notifications);
    const byName = new Map((await kit.db.select().from(users)).map((u) => [u.id, u.name]));
    const seen = rows.map((n) => `${n.type} ${byName.get(n.fromUserId)} → ${byName.get(n.userId)}`).sort();
    // The second chain's two proposals and one acceptance among them.
    expect(seen).toEqual([
      "asset_offer_authorized Ada Voxel → Lumen Forge Studio",
      "asset_offer_authorized Ada Voxel → Lumen Forge Studio",
      "asset_offer_made Ironclad Games → Ada Voxel",
      "asset_offer_made Ironclad Games → Kenji Mesh",
      "asset_offer_made Lumen Forge Studio → Ada Voxel",
      "asset_offer_made Lumen Forge Studio → Ada Voxel",
      "asset_proposal_accepted Ada Voxel → Ironclad Games",
      "asset_proposal_accepted Ada Voxel → Lumen Forge Studio",
      "asset_proposal_accepted Kenji Mesh → Lumen Forge Studio",
      "asset_proposal_sent Ironclad Games → Ada Voxel",
      "asset_proposal_sent Ironclad Games → Ada Voxel",
      "asset_proposal_sent Ironclad Games → Kenji Mesh",
      "asset_proposal_sent Ironclad Games → Lumen Forge Studio",
      "asset_proposal_sent Lumen Forge Studio → Ada Voxel",
      "asset_proposal_sent Lumen Forge Studio → Ada Voxel",
      "asset_proposal_sent Lumen Forge Studio → Ada Voxel",
      "asset_proposal_sent Lumen Forge Studio → Ironclad Games",
      "asset_proposal_sent Lumen Forge Studio → Kenji Mesh",
      "asset_proposal_sent Lumen Forge Studio → Kenji Mesh",
    ]);
    expect(rows.every((n) => !n.isRead && !n.isSeen)).toBe(true);
  });

  it("does nothing on a second run", async () => {
    const { loadConfig } = await import("../config.ts");
    const { createLocalFileStores } = await import("../files/file-stores.ts");
    const config = loadConfig({ NODE_ENV: "test" });
    const stores = createLocalFileStores("/nonexistent-seed-dir");
    const catalog = catalogDepsFrom(config, kit.db, stores, chainSet(kit.chains.map((c) => c.connection)));
    const { createImageWork } = await import("../files/image-work.ts");
    const files = { db: kit.db, stores, images: createImageWork(1), limits: {} as never, ipfsGatewayUrl: "" };
    const result = await seedDemo({ catalog, files, bus: createInProcessBus(), log: { info: () => {} } });
    expect(result).toEqual({ status: "skipped", reason: "already seeded" });
    expect(await total(assets)).toBe(assetCount);
  });

  it("dates its proposals over the last month, so each Trending period ranks differently", async () => {
    const since = async (days: number) =>
      (
        await kit.db
          .select({ n: count() })
          .from(proposals)
          .where(gt(proposals.createdAt, new Date(Date.now() - days * 86_400_000)))
      )[0]?.n;
    const [day, week, month] = [await since(1), await since(7), await since(30)];
    const youngerThan = (days: number) =>
      demoTotal((part) => part.market.proposals.filter((p) => (p.ageDays ?? 0) < days).length);
    expect(day).toBe(youngerThan(1));
    expect(week).toBe(youngerThan(7));
    expect(month).toBe(youngerThan(30));
    expect(day).toBeLessThan(week!);
    expect(week).toBeLessThan(month!);
  });

  it("lists assets at several royalties and leaves others unlisted, in ERC-721 and ERC-1155", async () => {
    const rows = await kit.db.select().from(assets);
    const prices = new Set(DEMO_LISTINGS.map((listing) => listing.royaltyFee));
    expect(prices.size).toBeGreaterThanOrEqual(6);
    const listed = new Set(DEMO_LISTINGS.map((listing) => listing.asset));
    expect(rows.filter((row) => !listed.has(row.name)).length).toBeGreaterThanOrEqual(3);
    const types = new Set(DEMO_COLLECTIONS.map((collection) => collection.type));
    expect([...types].sort()).toEqual(["ERC1155", "ERC721"]);
    // Made here with their images; the imported one's logo comes with its first token image read.
    const collectionRows = await kit.db.select().from(collections);
    const made = collectionRows.filter((row) => row.name !== DEMO_IMPORTED.name);
    expect(made).toHaveLength(demoTotal((part) => part.collections.length));
    expect(made.every((row) => row.logoKey && row.bannerKey)).toBe(true);
  });

  it("gives every user an avatar, a 7:1 banner, a description and a portfolio on their profile", async () => {
    for (const demo of DEMO_USERS) {
      const user = await userNamed(demo.name);
      const reply = await kit.app.inject({ method: "GET", url: `/api/users/${user.id}` });
      expect(ZUserProfile.parse(reply.json<{ data: unknown }>().data), demo.name).toMatchObject({
        description: demo.description,
        portfolio: demoPortfolio(demo),
        avatarUrl: imageUrl(user.avatar!),
        bannerUrl: imageUrl(user.banner!),
      });
      // Uploaded images of the user's, as the settings' upload leaves them, each of its crop's shape.
      for (const [key, aspect] of [
        [user.avatar!, 1],
        [user.banner!, 7],
      ] as const) {
        const [image] = await kit.db.select().from(images).where(eq(images.key, key));
        expect(image, `${demo.name} ${key}`).toMatchObject({ userId: user.id, format: "png" });
        expect(image!.width / image!.height).toBe(aspect);
        const served = await kit.app.inject({ method: "GET", url: imageUrl(key) });
        expect(served.statusCode).toBe(200);
      }
    }
  });

  it("has a collection its creator deployed outside MeshLink and imported, its tokens waiting to be read", async () => {
    const [imported] = await kit.db
      .select({ id: collections.id, name: collections.name, userId: collections.userId })
      .from(importedCollections)
      .innerJoin(collections, eq(collections.id, importedCollections.collectionId));
    expect(imported?.name).toBe(DEMO_IMPORTED.name);
    const tokens = await kit.db
      .select({ name: assets.name, creator: assets.creatorUserId, status: tokenMetadataFetches.status })
      .from(assets)
      .innerJoin(tokenMetadataFetches, eq(tokenMetadataFetches.assetId, assets.id))
      .where(eq(assets.collectionId, imported!.id));
    expect(tokens).toHaveLength(DEMO_IMPORTED.tokens.length);
    expect(new Set(tokens.map((token) => token.creator))).toEqual(new Set([imported!.userId]));
    // Their names arrive with the metadata sweep; until then, the placeholder.
    expect(tokens.map((token) => token.name).sort()).toEqual(
      ["#1", "#2", "#3"].map((n) => `${DEMO_IMPORTED.name} ${n}`),
    );
  });

  it("uses a poster of each asset's model as its token image", async () => {
    for (const demo of DEMO_CHAINS.flatMap((part) => part.collections.flatMap((c) => c.assets))) {
      const [row] = await kit.db
        .select()
        .from(assets)
        .where(and(eq(assets.name, demo.name), isNull(assets.originalAssetId)));
      expect(row?.imageKey, demo.name).toBeTruthy();
      const served = await kit.app.inject({ method: "GET", url: `/api/images/${row!.imageKey}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(await readFile(posterUrl(demo.shape))), demo.name).toBe(true);
    }
  });
});
