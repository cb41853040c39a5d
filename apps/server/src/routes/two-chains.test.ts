import { single721Abi } from "@meshlink/contracts/generated";
import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { ZBrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import { ZTransactionStatus } from "@meshlink/domain/chain-transaction.types";
import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { ZCollection } from "@meshlink/domain/entities/collection";
import { eq } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { readCursor } from "../chain/indexer/apply-batch.ts";
import { chainExecutions, users } from "../db/schema.ts";
import { mintAsset, recordCollection } from "../testing/catalog-journey.ts";
import { storeActor } from "../testing/store-actor.ts";
import type { TestChain } from "../testing/start-test-chain.ts";
import { journey } from "../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../testing/catalog-test-kit.ts";

type User = Awaited<ReturnType<typeof walletUser>>;
type OnChain = ReturnType<User["on"]>;
/** What each chain gets: a creator's collection, an asset minted in it and its listing. */
type Placed = { chain: TestChain; name: string; collection: string; tokenId: string; assetId: string };

const engines = [{ engineId: "godot", name: "Godot" }];
const technicalDescription = { short: { rigged: true, animations: false, textures: true, polyCount: "2" } };

// One server following two local chains, 31337 and 1328 (Sei testnet's id), each with its own
// indexer, as `npm start` runs them: the same routes create, list, browse and integrate on either,
// each request names its chain, and nothing of one chain shows as the other's.
// Steps in order: what the first step records on each chain is listed, browsed and integrated after.
journey("one server following two chains", () => {
  let kit: CatalogTestApp;
  let ada: User;
  let studio: User;
  const placed: Record<"a" | "b", Placed> = {} as never;
  let listingB = "";
  let listTxB: Hex;

  beforeAll(async () => {
    kit = await buildCatalogTestApp({ chainIds: [LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID], runIndexer: true });
    ada = await walletUser(kit, 1, "Ada");
    studio = await walletUser(kit, 2, "Studio Bee");
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, studio.id));
  }, 60_000);
  afterAll(() => kit?.close());

  const [a, b] = [0, 1] as const;
  const chainOf = (index: 0 | 1) => kit.chains[index]!;
  const request = (method: "GET" | "POST", url: string, user?: User | OnChain, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const actor = (index: 0 | 1, user: User) => storeActor(chainOf(index).connection, user.account.address);
  const assetPage = async (collection: string, tokenId: string) => {
    const reply = await request("GET", `/api/assets/${collection}/${tokenId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return ZAssetDetails.parse(reply.json<{ data: unknown }>().data);
  };
  const browse = async (filters: object) => {
    const reply = await request("POST", "/api/assets/list", undefined, filters);
    expect(reply.statusCode, reply.body).toBe(200);
    return ZBrowseAssetsPage.parse(reply.json<{ data: unknown }>().data).data.map((card) => card.name);
  };

  async function place(index: 0 | 1, name: string): Promise<Placed> {
    const chain = chainOf(index);
    const creator = ada.on(chain);
    const collection = await recordCollection(kit.app, creator, `${name} Art`);
    expect(collection.statusCode, collection.body).toBe(201);
    const { address } = ZCollection.parse(collection.json<{ data: unknown }>().data);
    const { created } = await mintAsset(kit.app, creator, address, name);
    expect(created.statusCode, created.body).toBe(201);
    const { _id, tokenId } = created.json<{ data: { _id: string; tokenId: string } }>().data;
    return { chain, name, collection: address, tokenId, assetId: _id };
  }

  it("records a collection and an asset on each chain through the same routes", async () => {
    placed.a = await place(a, "Harbour Crane");
    placed.b = await place(b, "Dune Skiff");
    // The Store has one address on every chain, but salts each collection's with the chain id: the
    // first collection of each chain has its own address, so an asset page's address and token id
    // name one chain's asset.
    expect(placed.b.tokenId).toBe(placed.a.tokenId);
    expect(placed.b.collection).not.toBe(placed.a.collection);
  });

  it("lists each asset on its own chain, and refuses one chain's transaction named as the other's", async () => {
    const list = async (index: 0 | 1) => {
      const { collection, tokenId } = index === a ? placed.a : placed.b;
      const receipt = await actor(index, ada).write("listForSale", [
        collection as Address,
        BigInt(tokenId),
        2n,
        index === a ? 300 : 900,
        0n,
        ada.account.address,
      ]);
      return receipt.transactionHash;
    };
    const listTxA = await list(a);
    listTxB = await list(b);
    const body = (chainId: number, txHash: Hex) => ({ chainId, txHash, engines, technicalDescription });
    const confused = await request("POST", "/api/listings", ada, body(LOCAL_CHAIN_ID, listTxB));
    expect(confused.statusCode).toBe(404);
    expect(confused.json<{ error: string }>().error).toBe("Transaction not found on this chain");

    const onA = await request("POST", "/api/listings", ada, body(LOCAL_CHAIN_ID, listTxA));
    expect(onA.statusCode, onA.body).toBe(201);
    const onB = await request("POST", "/api/listings", ada, body(SEI_TESTNET_CHAIN_ID, listTxB));
    expect(onB.statusCode, onB.body).toBe(201);
    listingB = onB.json<{ data: { listId: string } }>().data.listId;
  });

  it("browses one chain's assets with the chainIds filter", async () => {
    expect(await browse({ chainIds: [LOCAL_CHAIN_ID] })).toEqual(["Harbour Crane"]);
    expect(await browse({ chainIds: [SEI_TESTNET_CHAIN_ID] })).toEqual(["Dune Skiff"]);
    expect((await browse({})).sort()).toEqual(["Dune Skiff", "Harbour Crane"]);
    expect(await browse({ chainIds: [SEI_TESTNET_CHAIN_ID], status: "LISTED" })).toEqual(["Dune Skiff"]);
  });

  it("serves each chain's asset and collection pages with their chain and that chain's listing", async () => {
    for (const [{ collection, tokenId, name }, chainId, price] of [
      [placed.a, LOCAL_CHAIN_ID, 300],
      [placed.b, SEI_TESTNET_CHAIN_ID, 900],
    ] as const) {
      const asset = await assetPage(collection, tokenId);
      expect(asset).toMatchObject({
        name,
        blockchainId: String(chainId),
        blockchain: { chainId },
        collection: { name: `${name} Art`, address: collection },
      });
      expect(asset.listings).toMatchObject([{ price, isActive: true }]);
      const page = await request("GET", `/api/collections/${encodeURIComponent(`${name} Art`)}/${ada.id}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(ZCollection.parse(page.json<{ data: unknown }>().data)).toMatchObject({
        address: collection,
        blockchain: { chainId },
      });
    }
  });

  it("lets a studio integrate the chain-1328 asset: proposal, acceptance, execution, a linked token on 1328", async () => {
    const studioB = studio.on(chainOf(b));
    const recorded = await recordCollection(kit.app, studioB, "Dune Game");
    expect(recorded.statusCode, recorded.body).toBe(201);
    const game = ZCollection.parse(recorded.json<{ data: unknown }>().data).address;
    const proposed = await request("POST", "/api/proposals", studio, {
      assetId: placed.b.assetId,
      listingId: listingB,
      offererCollectionAddress: game,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = proposed.json<{ data: { _id: string } }>().data._id;

    const approved = await actor(b, ada).write("approveListing", [BigInt(listingB), studio.account.address]);
    const accept = await request("POST", `/api/proposals/${proposalId}/accept`, ada, {
      chainId: SEI_TESTNET_CHAIN_ID,
      txHash: approved.transactionHash,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const executed = await actor(b, studio).write("executeListing", [BigInt(listingB), game as Address]);
    const reply = await request("POST", `/api/proposals/${proposalId}/executed`, studio, {
      chainId: SEI_TESTNET_CHAIN_ID,
      txHash: executed.transactionHash,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { linkedAsset } = reply.json<{ data: { linkedAsset: { address: string; tokenId: string } } }>()
      .data;
    expect(linkedAsset.address).toBe(game);

    expect(await assetPage(game, linkedAsset.tokenId)).toMatchObject({
      original: placed.b.assetId,
      blockchainId: String(SEI_TESTNET_CHAIN_ID),
      userId: studio.id,
    });
    const source = await assetPage(placed.b.collection, placed.b.tokenId);
    expect(source.connectedAssets).toMatchObject([{ address: game, tokenId: linkedAsset.tokenId }]);
    expect(source.listings).toMatchObject([{ isActive: true, state: "active" }]);
    // The linked token is the studio's on chain 1328, and the chain-31337 asset stays untouched.
    const holder = await chainOf(b).connection.client.readContract({
      address: game as Address,
      abi: single721Abi,
      functionName: "ownerOf",
      args: [BigInt(linkedAsset.tokenId)],
    });
    expect(holder.toLowerCase()).toBe(studio.address);
    const executions = await kit.db.select().from(chainExecutions);
    expect(executions).toMatchObject([{ chainId: SEI_TESTNET_CHAIN_ID, destinationCollection: game }]);
    const other = await assetPage(placed.a.collection, placed.a.tokenId);
    expect(other.connectedAssets).toEqual([]);
  });

  it("refuses a write that names a chain the server does not follow", async () => {
    const txHash = `0x${"ab".repeat(32)}`;
    const unfollowed = 137;
    for (const [url, payload] of [
      ["/api/collections", { chainId: unfollowed, txHash, name: "Elsewhere", symbol: "ELS", type: "ERC721" }],
      ["/api/listings", { chainId: unfollowed, txHash, engines, technicalDescription }],
    ] as const) {
      const reply = await request("POST", url, ada, payload);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json<{ error: string }>().error).toBe(`This server does not follow chain ${unfollowed}`);
    }
  });

  it("tells a chain-1328 transaction's status on 1328, where it is indexed, and not on 31337", async () => {
    const status = async (chainId: number) => {
      const reply = await request("GET", `/api/chain/transactions/${listTxB}?chainId=${chainId}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return ZTransactionStatus.parse(reply.json<{ data: unknown }>().data);
    };
    const onB = await status(SEI_TESTNET_CHAIN_ID);
    expect(onB).toMatchObject({ status: "indexed", txHash: listTxB });
    expect(onB.blockNumber).not.toBeNull();
    expect((await status(LOCAL_CHAIN_ID)).status).toBe("pending");
    const unfollowed = await request("GET", `/api/chain/transactions/${listTxB}?chainId=137`);
    expect(unfollowed.statusCode).toBe(404);
    expect(unfollowed.json<{ error: string }>().error).toBe("This server does not follow chain 137");
  });

  it("keeps each chain's indexer at its chain's head", async () => {
    // A block more on each chain, the two of different heights: each cursor follows its own.
    await actor(a, ada).write("createCollection", ["Late Harbour", "LHB", 1]);
    for (let i = 0; i < 3; i++) await actor(b, ada).write("createCollection", [`Late Dune ${i}`, "LDN", 1]);
    const heads = await Promise.all(
      kit.chains.map((chain) => chain.connection.client.getBlockNumber({ cacheTime: 0 })),
    );
    expect(heads[b]).not.toBe(heads[a]);
    await vi.waitFor(
      async () => {
        for (const [index, chain] of kit.chains.entries()) {
          const cursor = await readCursor(kit.db, chain.chainId);
          expect(cursor?.blockNumber, `chain ${chain.chainId}`).toBe(Number(heads[index]));
        }
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});
