import { eq } from "drizzle-orm";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexUntilCaughtUp } from "../../chain/indexer/index-until-caught-up.ts";
import { notifications, users } from "../../db/schema.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import { mintCatalogAsset, recordStoreCollection } from "../../testing/minted-assets.ts";

// Decision 008, "Several holders of one token": an ERC-1155 token's holders on a real anvil chain,
// as the indexer's balances show them, and each holder's own listing.

type Reply = { data: Record<string, unknown>; error: string };
type User = Awaited<ReturnType<typeof walletUser>>;
type Holder = { address: string; balance: string; user: { _id: string; name: string } | null };
type HoldersPage = { data: Holder[]; next: string | null };

const technicalDescription = { short: { rigged: false, animations: false, textures: true, polyCount: "60" } };
const engines = [{ engineId: "unity", name: "Unity" }];

describe("an ERC-1155 token held by several wallets", () => {
  let kit: CatalogTestApp;
  let creator: User;
  let holder: User;
  let studio: User;
  let crates = "";
  let tokenId = 0n;
  let assetId = "";
  let holderListing = "";

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Ada");
    holder = await walletUser(kit, 2, "Kenji");
    studio = await walletUser(kit, 3, "Studio Bee");
    await kit.db.update(users).set({ type: "studio" }).where(eq(users.id, studio.id));
    crates = await recordStoreCollection(kit, creator, "Crates", "ERC1155");
    ({ tokenId, assetId } = await mintCatalogAsset(kit, creator, crates, "Ammo Crate", 10n));
    await actor(creator).transfer1155(crates as Address, holder.account.address, tokenId, 9n);
    await indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 100 });
  });
  afterAll(() => kit?.close());

  const request = (method: "GET" | "POST", url: string, user?: User, payload?: object) =>
    kit.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const actor = (user: User) => storeActor(kit.chain.connection, user.account.address);
  const asset = async () => (await request("GET", `/api/assets/${crates}/${tokenId}`)).json<Reply>().data;
  const holders = async (query = "") => {
    const reply = await request("GET", `/api/assets/${crates}/${tokenId}/holders${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: HoldersPage }>().data;
  };

  it("counts two owners and lists them largest balance first, with their names", async () => {
    const details = await asset();
    expect(details.ownerCount).toBe(2);
    // The holder of 9 is the owner the page names, not the creator who kept 1.
    expect(details.user).toMatchObject({ _id: holder.id, name: "Kenji" });
    expect(await holders()).toEqual({
      data: [
        { address: holder.address, balance: "9", user: { _id: holder.id, name: "Kenji" } },
        { address: creator.address, balance: "1", user: { _id: creator.id, name: "Ada" } },
      ],
      next: null,
    });
  });

  it("pages the holders by keyset and answers one user's wallets alone", async () => {
    const first = await holders("?perPage=1");
    expect(first.data.map((h) => h.balance)).toEqual(["9"]);
    expect(first.next).toBe(`9:${holder.address}`);
    const second = await holders(`?perPage=1&after=${first.next}`);
    expect(second).toEqual({ data: [expect.objectContaining({ address: creator.address })], next: null });
    expect((await holders(`?userId=${creator.id}`)).data.map((h) => h.balance)).toEqual(["1"]);
    expect((await holders(`?userId=${studio.id}`)).data).toEqual([]);
  });

  it("refuses a malformed cursor or page size with a 400, and an unknown token with a 404", async () => {
    for (const query of ["?after=9", "?after=-1:0xabc", "?perPage=0", "?perPage=101", "?userId=nobody"]) {
      const reply = await request("GET", `/api/assets/${crates}/${tokenId}/holders${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
    expect((await request("GET", `/api/assets/${crates}/99/holders`)).statusCode).toBe(404);
  });

  it("lets the second holder list what they hold, beside the creator's own listing", async () => {
    const mine = await actor(holder).write("listForSale", [
      crates as Address,
      tokenId,
      9n,
      500,
      0n,
      holder.account.address,
    ]);
    const reply = await request("POST", "/api/listings", holder, {
      chainId: 31337,
      txHash: mine.transactionHash,
      engines,
      technicalDescription,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    holderListing = reply.json<Reply>().data.listId as string;
    const creators = await actor(creator).write("listForSale", [
      crates as Address,
      tokenId,
      1n,
      750,
      0n,
      creator.account.address,
    ]);
    const second = await request("POST", "/api/listings", creator, {
      chainId: 31337,
      txHash: creators.transactionHash,
      engines,
      technicalDescription,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await asset()).listings).toMatchObject([
      { listId: holderListing, seller: holder.address, sellerUserId: holder.id, price: 500, isActive: true },
      { seller: creator.address, sellerUserId: creator.id, price: 750, isActive: true },
    ]);
  });

  it("sends a proposal on the holder's listing to that holder, who alone may accept it", async () => {
    const game = await recordStoreCollection(kit, studio, "Game");
    const proposed = await request("POST", "/api/proposals", studio, {
      assetId,
      listingId: holderListing,
      offererCollectionAddress: game,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = proposed.json<Reply>().data._id as string;
    const sent = await kit.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, "asset_proposal_sent"));
    expect(sent.map((n) => n.userId)).toEqual([holder.id]);

    const approved = await actor(holder).write("approveListing", [
      BigInt(holderListing),
      studio.account.address,
    ]);
    const body = { chainId: 31337, txHash: approved.transactionHash };
    expect((await request("POST", `/api/proposals/${proposalId}/accept`, creator, body)).statusCode).toBe(
      403,
    );
    const accepted = await request("POST", `/api/proposals/${proposalId}/accept`, holder, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Reply>().data.proposals).toMatchObject([{ _id: proposalId, accepted: true }]);
  });

  it("drops a holder and their listing once they hold none", async () => {
    const back = await actor(holder).transfer1155(crates as Address, creator.account.address, tokenId, 9n);
    await indexUntilCaughtUp(kit.db, kit.chain.connection, { confirmations: 0, batchBlocks: 100 });
    expect(back.status).toBe("success");
    const now = await asset();
    expect(now.ownerCount).toBe(1);
    expect(now.user).toMatchObject({ _id: creator.id });
    expect((now.listings as { seller: string }[]).map((l) => l.seller)).toEqual([creator.address]);
    expect((await holders()).data).toEqual([
      { address: creator.address, balance: "10", user: { _id: creator.id, name: "Ada" } },
    ]);
  });
});
