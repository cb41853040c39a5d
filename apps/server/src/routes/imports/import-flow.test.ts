import { storeAbi } from "@meshlink/contracts/generated";
import type { ImportableCollection, ImportSearchPage } from "@meshlink/domain/imports-api.types";
import { and, eq } from "drizzle-orm";
import type { Address } from "viem";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chainBalances, chainTokenHolders } from "../../db/schema-chain.ts";
import { assets } from "../../db/schema-catalog.ts";
import { tokenMetadataFetches } from "../../db/schema-imports.ts";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { externalCollections } from "../../testing/external-collections.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";

type User = Awaited<ReturnType<typeof walletUser>>;
type Reply<T> = { status: string; data: T; error: string };

// Steps in order: the collection imported in one step is what browse, the profile and the next search show.
journey("importing a creator's own ERC-721 and ERC-1155 collections from real transactions", () => {
  let kit: CatalogTestApp;
  let ada: User;
  let bo: User;
  let relics: Address;
  let parts: Address;
  let meshlink = "";
  let relicsId = "";
  const chainId = 31337;

  const post = <T>(url: string, user: User | undefined, payload: object) =>
    kit.app.inject({ method: "POST", url, headers: user?.headers ?? {}, payload }).then((reply) => ({
      status: reply.statusCode,
      body: reply.json<Reply<T>>(),
    }));
  const search = (user: User, account: string, page = 1) =>
    post<ImportSearchPage>("/api/imports/collections/search", user, { chainId, account, page });
  const importAs = (user: User, account: string, collection: string) =>
    post<{ collectionId: string; tokens: number; name: string }>("/api/imports/collections", user, {
      chainId,
      account,
      collection,
    });
  const indexed = () => indexUntilCaughtUp(kit.db, kit.chain.connection, kit.chain.connection.indexer);

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    ada = await walletUser(kit, 1, "Ada");
    bo = await walletUser(kit, 2, "Bo");
    const mine = externalCollections(kit.chain.connection, ada.account);
    relics = await mine.deploy721("Voxel Relics", "VXR");
    parts = await mine.deploy1155("Mesh Parts", "MSP");
    await mine.mint721(relics, ada.address as Address);
    await mine.mint721(relics, bo.address as Address);
    await mine.mint721(relics, ada.address as Address);
    await mine.mint1155(parts, ada.address as Address, 7n, 5n);
    await mine.mint1155(parts, bo.address as Address, 8n, 2n);
    // Nine more, so the search has a second page; one handed to Bo is no longer Ada's.
    for (let i = 1; i <= 9; i++) await mine.deploy721(`Spare ${i}`, `SP${i}`);
    await mine.giveAway(await mine.deploy721("Given Away", "GONE"), bo.address as Address);
    await ada.send("createCollection", ["Lumen Props", "LUM", 1]);
    meshlink = (
      await kit.chain.connection.client.readContract({
        address: kit.chain.storeAddress,
        abi: storeAbi,
        functionName: "getCollectionsByOwner",
        args: [ada.address as Address],
      })
    )[0]!.collectionAddress.toLowerCase();
    await indexed();
  }, 120_000);
  afterAll(() => kit?.close());

  it("finds the account's collections on the chain, MeshLink's own flagged, ten a page", async () => {
    const first = await search(ada, ada.address);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = first.body.data;
    // Lumen Props (MeshLink's), Voxel Relics, Mesh Parts and nine spares; not the one given away.
    expect(page).toMatchObject({ page: 1, totalCount: 12, totalPages: 1, truncated: false });
    expect(page.data).toHaveLength(10);
    const byAddress = new Map(page.data.map((entry) => [entry.address, entry]));
    expect(byAddress.get(meshlink)).toMatchObject({
      imported: true,
      source: "meshlink",
      name: "Lumen Props",
    });
    expect(byAddress.get(relics)).toMatchObject<Partial<ImportableCollection>>({
      id: relics,
      name: "Voxel Relics",
      symbol: "VXR",
      ercType: "ERC721",
      imported: false,
      collectionId: null,
      source: "chain",
    });
    expect(byAddress.get(parts)).toMatchObject({ name: "Mesh Parts", ercType: "ERC1155", imported: false });
    const second = (await search(ada, ada.address, 2)).body.data;
    expect(second.data).toHaveLength(2);
    const names = [...page.data, ...second.data].map((entry) => entry.name);
    expect(names).not.toContain("Given Away");
    expect(new Set(names).size).toBe(12);
  });

  it("refuses a search of someone else's wallet", async () => {
    const reply = await search(bo, ada.address);
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe("This wallet is not one of yours");
  });

  it("imports an ERC-721 with its tokens as the importer's assets, each awaiting its metadata", async () => {
    const reply = await importAs(ada, ada.address, relics);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.data).toMatchObject({ chainId, address: relics, name: "Voxel Relics", tokens: 3 });
    relicsId = reply.body.data.collectionId;
    const rows = await kit.db.select().from(assets).where(eq(assets.collectionAddress, relics));
    expect(rows.map((row) => [row.tokenId, row.name, row.supply, row.creatorUserId]).sort()).toEqual([
      ["1", "Voxel Relics #1", "1", ada.id],
      ["2", "Voxel Relics #2", "1", ada.id],
      ["3", "Voxel Relics #3", "1", ada.id],
    ]);
    expect(rows.every((row) => row.category === null && row.mintedTx.startsWith("0x"))).toBe(true);
    const fetches = await kit.db.select().from(tokenMetadataFetches);
    expect(fetches.filter((f) => rows.some((row) => row.id === f.assetId)).map((f) => f.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    const [holder] = await kit.db
      .select()
      .from(chainBalances)
      .where(and(eq(chainBalances.collection, relics), eq(chainBalances.tokenId, "2")));
    expect(holder).toMatchObject({ owner: bo.address, balance: "1" });
  });

  it("shows the imported tokens in browse and on the importer's profile", async () => {
    const list = await post<{ data: { _id: string }[] }>("/api/assets/list", undefined, {
      collectionId: relicsId,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.data).toHaveLength(3);
    const created = await kit.app.inject({
      method: "GET",
      url: `/api/users/${ada.id}/assets?filter=created`,
    });
    const names = created.json<Reply<{ data: { name: string }[] }>>().data.data.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(["Voxel Relics #1", "Voxel Relics #2", "Voxel Relics #3"]));
  });

  it("flags the imported collection in the next search", async () => {
    const all = [
      ...(await search(ada, ada.address)).body.data.data,
      ...(await search(ada, ada.address, 2)).body.data.data,
    ];
    expect(all.find((entry) => entry.address === relics)).toMatchObject({
      imported: true,
      collectionId: relicsId,
    });
  });

  it("refuses a second import, MeshLink's own collection, and another user's wallet", async () => {
    for (const collection of [relics, meshlink]) {
      const again = await importAs(ada, ada.address, collection);
      expect([again.status, again.body.error]).toEqual([409, "Collection is already imported"]);
    }
    const notMine = await importAs(bo, ada.address, parts);
    expect([notMine.status, notMine.body.error]).toEqual([403, "This wallet is not one of yours"]);
  });

  it("refuses what is not a token contract, and a collection the account does not own", async () => {
    const notToken = "This address is not an ERC-721 or ERC-1155 collection";
    for (const address of [bo.address, kit.chain.storeAddress.toLowerCase()]) {
      const reply = await importAs(ada, ada.address, address);
      expect([reply.status, reply.body.error]).toEqual([422, notToken]);
    }
    const notOwner = await importAs(bo, bo.address, parts);
    expect([notOwner.status, notOwner.body.error]).toEqual([
      422,
      "This wallet is not the collection's owner",
    ]);
    const malformed = await importAs(ada, ada.address, "0x1234");
    expect(malformed.status).toBe(400);
  });

  it("imports an ERC-1155 with each token's minted supply and its holders", async () => {
    const reply = await importAs(ada, ada.address, parts);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.data.tokens).toBe(2);
    const rows = await kit.db.select().from(assets).where(eq(assets.collectionAddress, parts));
    expect(rows.map((row) => [row.tokenId, row.supply]).sort()).toEqual([
      ["7", "5"],
      ["8", "2"],
    ]);
    const holders = await kit.db
      .select()
      .from(chainTokenHolders)
      .where(eq(chainTokenHolders.collection, parts));
    expect(holders.map((row) => [row.tokenId, row.holders]).sort()).toEqual([
      ["7", 1],
      ["8", 1],
    ]);
  });

  it("indexes a token minted after the import into an asset with a pending metadata read", async () => {
    const receipt = await externalCollections(kit.chain.connection, ada.account).mint721(
      relics,
      bo.address as Address,
    );
    await indexed();
    const [row] = await kit.db
      .select()
      .from(assets)
      .where(and(eq(assets.collectionAddress, relics), eq(assets.tokenId, "4")));
    expect(row).toMatchObject({
      name: "Voxel Relics #4",
      creatorUserId: ada.id,
      mintedTx: receipt.transactionHash,
    });
    const [fetch] = await kit.db
      .select()
      .from(tokenMetadataFetches)
      .where(eq(tokenMetadataFetches.assetId, row!.id));
    expect(fetch?.status).toBe("pending");
    const [balance] = await kit.db
      .select()
      .from(chainBalances)
      .where(and(eq(chainBalances.collection, relics), eq(chainBalances.tokenId, "4")));
    expect(balance?.owner).toBe(bo.address);
  });
});
