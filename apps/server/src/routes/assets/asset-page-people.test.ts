import { ZAssetDetails, type AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { demoAccount } from "../../seed/demo-users.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

type User = Awaited<ReturnType<typeof walletUser>>;

// The asset page names people, not addresses (spec section 2: links to the account page by user
// id): the creator beside the owner, and each listing's seller with the user behind the wallet.
describe("the people an asset page names", () => {
  let kit: CatalogTestApp;
  let ada: User;
  let bee: User;
  let art: Address;
  const stranger = demoAccount(7).address.toLowerCase() as Address;

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    ada = await walletUser(kit, 1, "Ada");
    bee = await walletUser(kit, 2, "Bee");
    art = await recordStoreCollection(kit, ada, "People Art");
  });
  afterAll(() => kit?.close());

  const mintAsset = async (name: string) => (await mintCatalogAsset(kit, ada, art, name)).tokenId;

  async function assetPage(tokenId: bigint): Promise<AssetDetails> {
    await indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 100 });
    const reply = await kit.app.inject({ method: "GET", url: `/api/assets/${art}/${tokenId}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return ZAssetDetails.parse(reply.json<{ data: unknown }>().data);
  }

  it("names the creator and the seller of a listing the creator made", async () => {
    const tokenId = await mintAsset("Named Sword");
    await storeActor(kit.chain.connection, ada.account.address).listForSale(art, tokenId, 1n, 500);

    const page = await assetPage(tokenId);
    expect(page.creator).toEqual({ _id: ada.id, name: "Ada", addresses: [{ address: ada.address }] });
    expect(page.user._id).toBe(ada.id);
    expect(page.holder).toEqual({ address: ada.address, user: { _id: ada.id, name: "Ada" } });
    expect(page.listings).toMatchObject([{ seller: ada.address, sellerUserId: ada.id }]);
    expect(page.userNames).toEqual([{ _id: ada.id, name: "Ada" }]);
  });

  it("keeps the creator when the token changes hands, and names the new holder's listing", async () => {
    const tokenId = await mintAsset("Traded Sword");
    await storeActor(kit.chain.connection, ada.account.address).transfer721(
      art,
      bee.account.address,
      tokenId,
    );
    await storeActor(kit.chain.connection, bee.account.address).listForSale(art, tokenId, 1n, 900);

    const page = await assetPage(tokenId);
    expect(page.creator._id).toBe(ada.id);
    expect(page.creator.name).toBe("Ada");
    expect(page.user).toMatchObject({ _id: bee.id, name: "Bee" });
    expect(page.holder).toEqual({ address: bee.address, user: { _id: bee.id, name: "Bee" } });
    expect(page.listings).toMatchObject([{ seller: bee.address, sellerUserId: bee.id, price: 900 }]);
    expect(page.userNames).toEqual([{ _id: bee.id, name: "Bee" }]);
  });

  it("leaves a holder and a seller without an account as an address, with no name to show", async () => {
    const tokenId = await mintAsset("Stranger Sword");
    await storeActor(kit.chain.connection, ada.account.address).transfer721(art, stranger, tokenId);
    await storeActor(kit.chain.connection, stranger).listForSale(art, tokenId, 1n, 300);

    const page = await assetPage(tokenId);
    expect(page.creator._id).toBe(ada.id);
    // The rules' owner stays a registered user (the creator); the page names the wallet holding it.
    expect(page.holder).toEqual({ address: stranger, user: null });
    expect(page.listings).toMatchObject([{ seller: stranger, sellerUserId: null }]);
    expect(page.userNames).toEqual([]);
  });
});
