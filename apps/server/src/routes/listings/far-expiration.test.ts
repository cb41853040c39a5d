import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeActor } from "../../testing/store-actor.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

type Reply = { data: Record<string, unknown> };
type Card = { name: string; listings: { expiration: string | null; isActive: boolean }[] };

// Spec section 4: a listing's expiration is the seller's uint64 of seconds. 9e12 (past a JavaScript
// Date) and 2^64 - 1 (past PostgreSQL's bigint) are both valid on-chain; neither may stop the indexer
// or a page that shows the listing (docs/decisions/004-indexer.md, "Numbers from the chain").
const FAR = { "Far Sword": 9_000_000_000_000n, "Endless Shield": 2n ** 64n - 1n } as const;
const technicalDescription = { short: { rigged: true, animations: false, textures: true, polyCount: "1k" } };

describe("listings that expire past any date", () => {
  let kit: CatalogTestApp;
  let creator: Awaited<ReturnType<typeof walletUser>>;
  let art: Address;
  const request = (method: "GET" | "POST", url: string, payload?: object) =>
    kit.app.inject({ method, url, headers: creator.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Ada");
    art = await recordStoreCollection(kit, creator, "Far Art");
  });
  afterAll(() => kit?.close());

  const mintAsset = async (name: string) => (await mintCatalogAsset(kit, creator, art, name)).tokenId;

  it("records each listing through the indexer, then serves it as never expiring on every page", async () => {
    for (const [name, expiration] of Object.entries(FAR)) {
      const tokenId = await mintAsset(name);
      const listed = await storeActor(kit.chain.connection, creator.account.address).write("listForSale", [
        art,
        tokenId,
        1n,
        750,
        expiration,
        creator.account.address,
      ]);
      const engines = [{ engineId: "unity", name: "Unity" }];
      const body = { chainId: 31337, txHash: listed.transactionHash, engines, technicalDescription };
      const reply = await request("POST", "/api/listings", body);
      expect(reply.statusCode, reply.body).toBe(201);

      const asset = await request("GET", `/api/assets/${art}/${tokenId}`);
      expect(asset.statusCode, asset.body).toBe(200);
      expect(asset.json<Reply>().data.listings).toMatchObject([{ expiration: null, isActive: true }]);
    }

    for (const filters of [{}, { search: "Far Sword" }, { search: "Shield" }, { chainIds: [31337] }]) {
      const page = await request("POST", "/api/assets/list", filters);
      expect(page.statusCode, `${JSON.stringify(filters)}: ${page.body}`).toBe(200);
      const cards = page.json<{ data: { data: Card[] } }>().data.data;
      const far = cards.filter((card) => card.name in FAR);
      expect(far.length).toBeGreaterThan(0);
      for (const card of far) expect(card.listings).toEqual([expect.objectContaining({ expiration: null })]);
    }
  });
});
