import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainedMarketplace } from "../../testing/explained-marketplace.ts";
import { CHAIN_ID, hotAsset, originalAsset, scaleFor } from "../../testing/fill-marketplace.ts";

// Every query the asset page's requests send (the asset, its panels, the signed-in header's user and
// bell) reads the big tables (over 3000 rows) through an index: EXPLAIN ANALYZE of each, on a
// marketplace of 8000 assets whose statistics are fresh. A sequential scan here is a query whose time grows with the
// table: at 1M assets the linked-copies lookup alone took a second (bench/asset-page).
const scale = scaleFor(8000, {
  collections: 100,
  hotTokenTransfers: 2000,
  busyUserNotifications: 5000,
  notificationsPerUser: 20,
});

describe("the asset page's queries at 8000 assets", () => {
  let market: Awaited<ReturnType<typeof explainedMarketplace>>;
  beforeAll(async () => {
    market = await explainedMarketplace(scale);
  }, 300_000);
  afterAll(() => market?.close());

  // The fill names asset n's id md5('a' || n).
  const assetOf = async (n: number) => {
    const result: unknown = await market.db.execute(
      sql`select id, collection_address, token_id::text from assets where id = md5(${`a${n}`})::uuid`,
    );
    const [row] = (result as { rows: { id: string; collection_address: string; token_id: string }[] }).rows;
    return { id: row!.id, address: row!.collection_address, tokenId: row!.token_id };
  };

  const explain = async (method: "GET" | "POST", url: string) => {
    let status = 0;
    const plans = await market.plansOf(async () => {
      const response = await market.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${market.token}` },
      });
      status = response.statusCode;
    });
    expect(status, url).toBe(200);
    expect(plans.queries, url).toBeGreaterThan(0);
    return plans;
  };

  it("finds an asset, its listings, proposals and linked copies by index", async () => {
    for (const n of [5, scale.bigCollection + 3, originalAsset(scale, 50), hotAsset(scale)]) {
      const asset = await assetOf(n);
      const plans = await explain("GET", `/api/assets/${asset.address}/${asset.tokenId}`);
      expect(plans.bigSeqScans, `asset ${n}: ${plans.scans.join("; ")}`).toEqual([]);
    }
  });

  it("pages the asset's panels and the bell by index", async () => {
    const any = await assetOf(scale.bigCollection + 11);
    const original = await assetOf(originalAsset(scale, 50));
    const hot = await assetOf(hotAsset(scale));
    const token = (asset: typeof any) =>
      `address=${asset.address}&tokenId=${asset.tokenId}&chainId=${CHAIN_ID}`;
    const urls = [
      `/api/assets/${any.id}/more-from-collection`,
      `/api/assets/${(await assetOf(7)).id}/more-from-collection`,
      `/api/activity?${token(any)}`,
      `/api/activity?${token(hot)}`,
      `/api/activity/connected?${token(original)}`,
      `/api/activity/price-history?${token(hot)}`,
      "/api/notifications",
      "/api/notifications/count",
    ];
    for (const url of urls) {
      const plans = await explain("GET", url);
      expect(plans.bigSeqScans, `${url}: ${plans.scans.join("; ")}`).toEqual([]);
    }
  });

  it("gives each card of More from collection the listings its asset page shows, in one query", async () => {
    // Every third asset is listed: the fill puts asset n in a collection with n's remainder.
    const asset = await assetOf(scale.bigCollection + 4);
    let cards: { address: string; tokenId: string; listings: unknown[] }[] = [];
    const plans = await market.plansOf(async () => {
      const response = await market.app.inject({ url: `/api/assets/${asset.id}/more-from-collection` });
      cards = response.json<{ data: { data: typeof cards } }>().data.data;
    });
    // The asset, the page's ids, and the cards with their listings, connected games and units.
    expect(plans.queries).toBe(3);
    expect(plans.bigSeqScans).toEqual([]);
    expect(cards).toHaveLength(10);
    expect(cards.some((card) => card.listings.length > 0)).toBe(true);
    for (const card of cards) {
      const page = await market.app.inject({ url: `/api/assets/${card.address}/${card.tokenId}` });
      type Listing = { listId: string; price: number; expiration: string | null; isActive: boolean };
      const { listings } = page.json<{ data: { listings: Listing[] } }>().data;
      expect(card.listings, `${card.address}/${card.tokenId}`).toEqual(
        listings.map(({ listId, price, expiration, isActive }) => ({ listId, price, expiration, isActive })),
      );
    }
  });

  it("reads the first page of a token with thousands of transfers, not all of them", async () => {
    // Collection and token id follow from the token key; estimated as independent, a busy token's
    // rows looked like a handful and were all read and sorted (migration 0019's statistics).
    const hot = await assetOf(hotAsset(scale));
    const url = `/api/activity?address=${hot.address}&tokenId=${hot.tokenId}&chainId=${CHAIN_ID}`;
    const plans = await explain("GET", url);
    expect(plans.mostRowsScanned, plans.scans.join("; ")).toBeLessThanOrEqual(2 * 51);
  });

  // Asset 1 is in the big collection (a tenth of the assets): counting its rows read them all.
  const bigCollectionUrl = async (query: string) => {
    const result: unknown = await market.db.execute(
      sql`select c.name, c.user_id from collections c join assets a on a.collection_id = c.id
        where a.id = md5('a1')::uuid`,
    );
    const [big] = (result as { rows: { name: string; user_id: string }[] }).rows;
    return `/api/collections/${encodeURIComponent(big!.name)}/${big!.user_id}?${query}`;
  };
  type CollectionCard = { _id: string; name: string; marketplace: boolean };
  type CollectionAssets = { data: CollectionCard[]; totalPages: number; nextCursor: string | null };
  const collectionPage = async (url: string) => {
    const response = await market.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<{ data: { assets: CollectionAssets } }>().data.assets;
  };

  it("pages the asset's collection by index, with the item count its statistics keep", async () => {
    const url = await bigCollectionUrl("page=2&perPage=24");
    const plans = await explain("GET", url);
    expect(plans.bigSeqScans, plans.scans.join("; ")).toEqual([]);
    expect(plans.mostRowsScanned, plans.scans.join("; ")).toBeLessThanOrEqual(2 * 48);
    const { assets } = (await market.app.inject({ url })).json<{ data: { assets: { totalCount: number } } }>()
      .data;
    expect(assets.totalCount).toBe(scale.bigCollection);
  });

  it("reads only the rows of a deep collection page: the skipped ones are index entries", async () => {
    // As autovacuum keeps a PostgreSQL table's visibility map, which index-only scans rely on.
    await market.db.execute(sql`vacuum analyze assets`);
    const plans = await explain("GET", await bigCollectionUrl("page=30&perPage=24"));
    expect(plans.scans).toContain("Index Only Scan on assets (assets_collection_recent_idx)");
    expect(plans.mostRowsFetched, plans.scans.join("; ")).toBeLessThanOrEqual(2 * 24);
  });

  it("pages through the whole collection newest first, each asset once, with live listings marked", async () => {
    const seen: CollectionCard[] = [];
    const first = await collectionPage(await bigCollectionUrl("page=1&perPage=100"));
    for (let page = 1; page <= first.totalPages; page += 1) {
      seen.push(...(await collectionPage(await bigCollectionUrl(`page=${page}&perPage=100`))).data);
    }
    expect(seen).toHaveLength(scale.bigCollection);
    expect(new Set(seen.map((card) => card._id)).size).toBe(scale.bigCollection);
    // The fill makes asset n newer than asset n - 3, lists every third asset and cancels every ninth.
    const positions = seen.map((card) => Number(card.name.replace("Asset ", "")));
    expect(positions.slice(0, 3).sort((a, b) => b - a)).toEqual(
      [0, 1, 2].map((k) => scale.bigCollection - k),
    );
    const marked = (n: number) => seen.find((card) => card.name === `Asset ${n}`)?.marketplace;
    expect([marked(3), marked(6), marked(9), marked(10)]).toEqual([true, true, false, false]);
  });

  it("answers a page past the end with no cards, and sends a page past the walk's cap to the cursor", async () => {
    const past = await collectionPage(await bigCollectionUrl("page=40&perPage=24"));
    expect(past.data).toEqual([]);
    expect(past.totalPages).toBe(Math.ceil(scale.bigCollection / 24));
    const far = await market.app.inject({ url: await bigCollectionUrl("page=1000000000&perPage=24") });
    expect(far.statusCode).toBe(400);
    expect(far.json<{ error: string }>().error).toMatch(/read with the cursor/);
  });

  it("follows the cursor through the whole collection, each asset once, reading a page of rows each", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `perPage=100${cursor ? `&cursor=${cursor}` : ""}`;
      const plans = await explain("GET", await bigCollectionUrl(query));
      expect(plans.mostRowsFetched, plans.scans.join("; ")).toBeLessThanOrEqual(2 * 101);
      const page = await collectionPage(await bigCollectionUrl(query));
      seen.push(...page.data.map((card) => card._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(scale.bigCollection);
    expect(new Set(seen).size).toBe(scale.bigCollection);
  });
});
