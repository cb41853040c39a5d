import { BROWSE_COUNT_CAP } from "@meshlink/domain/browse-api.types";
import { ASSET_CATEGORIES } from "@meshlink/domain/constants/asset-categories";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database, Db } from "../../db/database.ts";
import { applyStoreEvent } from "../../chain/indexer/apply-event.ts";
import { hashSecret, randomToken } from "../../services/auth/secrets.ts";
import { rebuildBrowseReadModel } from "../../db/queries/browse-read-model-rebuild.ts";
import { msUntilNextDue, sweepBrowseReadModel } from "../../db/queries/browse-read-model.ts";
import { scheduleBrowseSweep } from "../../services/browse/schedule-browse-sweep.ts";

// POST /api/assets/list and /api/assets/facets (spec section 2 "Browse") over the browse read
// model (docs/decisions/014-browse-read-model.md), on the real database: the rows are written as the
// catalog, the indexer and proposals write them, and the model follows in the same transactions.

const CHAIN = 31337;
const OTHER_CHAIN = 11155111;
const STORE = `0x${"5".repeat(40)}`;
const wallet = (k: number) => `0x${String(k).padStart(40, "a")}`;
const uid = (seed: string) => sql`md5(${seed})::uuid`;

type Card = {
  _id: string;
  name: string;
  tokenId: string;
  marketplace: boolean;
  ownedTokenCount: number;
  onlyTokenCount: number;
  listings: { price: number }[];
  proposals: { isFinalised: boolean }[];
};
type Page = { data: Card[]; nextCursor: string | null; total: { count: number; capped: boolean } };
type Facet = { value: string | number; count: number; capped: boolean };
type Facets = Record<"chains" | "status" | "categories" | "genres" | "activity" | "types", Facet[]> & {
  total: { count: number; capped: boolean };
};

// Twelve assets: name, chain, collection (1: 721 on CHAIN, 2: 1155 on CHAIN, 3: 721 on OTHER_CHAIN),
// category and genre codes, creator (1 or 2), listing price (×100) or none, proposals (finalised).
const ASSETS = [
  { n: 1, name: "Red Dragon", c: 1, cat: 2, genres: [1], creator: 1, price: 500, proposals: 2, finalised: 1 },
  {
    n: 2,
    name: "Blue Dragon",
    c: 1,
    cat: 2,
    genres: [1, 6],
    creator: 1,
    price: 250,
    proposals: 0,
    finalised: 0,
  },
  {
    n: 3,
    name: "Iron Sword",
    c: 1,
    cat: 4,
    genres: [5],
    creator: 1,
    price: null,
    proposals: 1,
    finalised: 0,
  },
  {
    n: 4,
    name: "Laser Rifle",
    c: 2,
    cat: 4,
    genres: [2, 8],
    creator: 2,
    price: 1000,
    proposals: 0,
    finalised: 0,
  },
  { n: 5, name: "Hover Car", c: 2, cat: 5, genres: [2], creator: 2, price: null, proposals: 0, finalised: 0 },
  {
    n: 6,
    name: "Ruined Tower",
    c: 2,
    cat: 6,
    genres: [3],
    creator: 2,
    price: 750,
    proposals: 3,
    finalised: 2,
  },
  { n: 7, name: "Ghost", c: 3, cat: 2, genres: [6], creator: 1, price: null, proposals: 0, finalised: 0 },
  {
    n: 8,
    name: "Castle Gate",
    c: 3,
    cat: 6,
    genres: [7],
    creator: 1,
    price: 100,
    proposals: 0,
    finalised: 0,
  },
  {
    n: 9,
    name: "Spark Burst",
    c: 1,
    cat: 7,
    genres: [4],
    creator: 2,
    price: null,
    proposals: 0,
    finalised: 0,
  },
  { n: 10, name: "Walk Cycle", c: 2, cat: 8, genres: [], creator: 1, price: 100, proposals: 0, finalised: 0 },
  {
    n: 11,
    name: "Health Bar",
    c: 3,
    cat: 9,
    genres: [4],
    creator: 2,
    price: null,
    proposals: 1,
    finalised: 1,
  },
  {
    n: 12,
    name: "Old Crate",
    c: 1,
    cat: null,
    genres: [],
    creator: 1,
    price: null,
    proposals: 0,
    finalised: 0,
  },
] as const;
const COLLECTIONS = [
  { c: 1, chain: CHAIN, type: "ERC721" },
  { c: 2, chain: CHAIN, type: "ERC1155" },
  { c: 3, chain: OTHER_CHAIN, type: "ERC721" },
] as const;
const collectionAddress = (c: number) => `0x${String(c).padStart(40, "c")}`;
const names = (page: Page) => page.data.map((card) => card.name);
const namesOf = (list: readonly { name: string }[]) => list.map((asset) => asset.name);

describe("browse assets", () => {
  let database: Database;
  let app: FastifyInstance;
  let viewerToken: string;
  const rows = async <T>(query: SQL, on: Pick<Db, "execute"> = database.db): Promise<T[]> => {
    const result: unknown = await on.execute(query);
    return (result as { rows: T[] }).rows;
  };

  beforeAll(async () => {
    database = await createTestDb();
    const db = database.db;
    for (const k of [1, 2, 3]) {
      await db.execute(sql`insert into users (id, name, email, type, default_address)
        values (${uid(`u${k}`)}, ${`User ${k}`}, ${`u${k}@example.com`}, 'creator', ${wallet(k)})`);
      await db.execute(
        sql`insert into user_addresses (address, user_id) values (${wallet(k)}, ${uid(`u${k}`)})`,
      );
    }
    viewerToken = randomToken();
    await db.execute(sql`insert into sessions (token_hash, user_id, address, expires_at)
      values (${hashSecret(viewerToken)}, ${uid("u1")}, ${wallet(1)}, now() + interval '1 hour')`);
    for (const { c, chain, type } of COLLECTIONS) {
      await db.execute(sql`insert into collections (id, chain_id, address, name, symbol, erc_type, user_id, created_tx)
        values (${uid(`c${c}`)}, ${chain}, ${collectionAddress(c)}, ${`Collection ${c}`}, 'C', ${type}, ${uid("u1")}, '0x01')`);
    }
    for (const asset of ASSETS) await addAsset(asset);
    const app0 = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
    app = await buildApp(app0, { database });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // As the catalog records a mint (the asset row), and the indexer its balance, listing and the
  // Listed activity row; proposals as the API records them.
  async function addAsset(
    asset:
      | (typeof ASSETS)[number]
      | {
          n: number;
          name: string;
          c: number;
          cat: number | null;
          genres: readonly number[];
          creator: number;
          price: number | null;
          proposals: number;
          finalised: number;
        },
    createdAt?: SQL,
  ) {
    const db = database.db;
    const collection = COLLECTIONS.find((entry) => entry.c === asset.c)!;
    const address = collectionAddress(asset.c);
    await db.execute(sql`insert into assets (id, chain_id, collection_id, collection_address, token_id, name,
        category, genres, supply, creator_user_id, minted_tx, created_at)
      values (${uid(`a${asset.n}`)}, ${collection.chain}, ${uid(`c${asset.c}`)}, ${address}, ${asset.n}, ${asset.name},
        ${asset.cat}, ${`{${asset.genres.join(",")}}`}::smallint[], ${collection.type === "ERC1155" ? 10 : 1},
        ${uid(`u${asset.creator}`)}, ${`0x${asset.n}`},
        ${createdAt ?? sql`now() - ${100 - asset.n} * interval '1 minute'`})`);
    const units = collection.type === "ERC1155" ? 10 : 1;
    await db.execute(sql`insert into chain_balances (chain_id, collection, token_id, owner, balance)
      values (${collection.chain}, ${address}, ${asset.n}, ${wallet(asset.creator)}, ${units})`);
    if (asset.price !== null) await list(asset.n, asset.price, { minutesAgo: 50 - asset.n });
    for (let p = 0; p < asset.proposals; p++) {
      await db.execute(sql`insert into proposals (chain_id, asset_id, listing_id, offerer_id, offerer_address,
          offerer_collection_address, is_finalised, created_at)
        values (${collection.chain}, ${uid(`a${asset.n}`)}, ${asset.n * 10 + p}, ${uid("u3")}, ${wallet(3)}, ${collectionAddress(9)},
          ${p < asset.finalised}, now() - ${p * 3} * interval '1 day' - interval '1 hour')`);
    }
  }

  // Listings as the indexer applies the Store's events.
  let listingId = 100;
  const storeEvent = (eventName: string, id: number, args: Record<string, string>, minutesAgo = 0) =>
    database.db.transaction((tx) =>
      applyStoreEvent(tx as unknown as Db, {
        chainId: CHAIN,
        blockNumber: ++block,
        blockHash: `0x${block.toString(16).padStart(64, "0")}`,
        blockTime: new Date(Date.now() - minutesAgo * 60_000),
        txHash: `0x${block.toString(16).padStart(64, "1")}`,
        logIndex: 0,
        address: STORE,
        eventName,
        args: { listingId: String(id), ...args },
      }),
    );
  let block = 1000;
  async function list(n: number, price: number, { minutesAgo = 0, expiration = "0" } = {}) {
    const asset = ASSETS.find((entry) => entry.n === n)!;
    const collection = COLLECTIONS.find((entry) => entry.c === asset.c)!;
    const id = ++listingId;
    const seller = wallet(asset.creator);
    await database.db.transaction((tx) =>
      applyStoreEvent(tx as unknown as Db, {
        chainId: collection.chain,
        blockNumber: ++block,
        blockHash: `0x${block.toString(16).padStart(64, "0")}`,
        blockTime: new Date(Date.now() - minutesAgo * 60_000),
        txHash: `0x${block.toString(16).padStart(64, "1")}`,
        logIndex: 0,
        address: STORE,
        eventName: "ListingCreated",
        args: {
          listingId: String(id),
          seller,
          collection: collectionAddress(asset.c),
          tokenId: String(n),
          supply: "1",
          royaltyFee: String(price),
          royaltyRecipient: seller,
          expiration,
        },
      }),
    );
    return id;
  }

  const post = (url: string, body: object, token?: string) =>
    app.inject({
      method: "POST",
      url,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const browse = async (body: object, token?: string): Promise<Page> => {
    const response = await post("/api/assets/list", { perPage: 100, ...body }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Page }>().data;
  };
  const facets = async (body: object, token?: string): Promise<Facets> => {
    const response = await post("/api/assets/facets", body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Facets }>().data;
  };
  const expected = (keep: (asset: (typeof ASSETS)[number]) => boolean) => namesOf(ASSETS.filter(keep)).sort();

  it("applies each filter alone", async () => {
    const sorted = async (body: object, token?: string) => names(await browse(body, token)).sort();
    expect(await sorted({})).toEqual(expected(() => true));
    expect(await sorted({ chainIds: [OTHER_CHAIN] })).toEqual(expected((a) => a.c === 3));
    expect(await sorted({ status: "LISTED" })).toEqual(expected((a) => a.price !== null));
    expect(await sorted({ status: "NOT_FOR_SALE" })).toEqual(expected((a) => a.price === null));
    // No offers exist yet, and no auctions.
    expect(await sorted({ status: "HAS_OFFER" })).toEqual([]);
    expect(await sorted({ status: "ON_AUCTION" })).toEqual([]);
    expect(await sorted({ categories: ["creatures", "weapons"] })).toEqual(
      expected((a) => a.cat === 2 || a.cat === 4),
    );
    expect(await sorted({ genres: ["horror", "cyberpunk"] })).toEqual(
      expected((a) => a.genres.some((g: number) => g === 6 || g === 8)),
    );
    expect(await sorted({ priceMin: 2.5, priceMax: 7.5 })).toEqual(
      expected((a) => a.price !== null && a.price >= 250 && a.price <= 750),
    );
    expect(await sorted({ collectionIds: [await idOf("c2")] })).toEqual(expected((a) => a.c === 2));
    expect(await sorted({ collectionAddress: collectionAddress(3) })).toEqual(expected((a) => a.c === 3));
    expect(await sorted({ activity: ["proposed"] })).toEqual(expected((a) => a.proposals > 0));
    expect(await sorted({ activity: ["integrated"] })).toEqual(expected((a) => a.finalised > 0));
    expect(await sorted({ ercTypes: ["ERC1155"] })).toEqual(expected((a) => a.c === 2));
    expect(await sorted({ userId: await idOf("u2") })).toEqual(expected((a) => a.creator === 2));
    expect(await sorted({ ownership: "CREATED" }, viewerToken)).toEqual(expected((a) => a.creator === 1));
    expect(await sorted({ ownership: "OWNED" }, viewerToken)).toEqual(expected((a) => a.creator === 1));
    // A typo still finds the name (the search module corrects it to a known word).
    expect(await sorted({ search: "dargon" })).toEqual(["Blue Dragon", "Red Dragon"]);
  });

  it("combines filters, and a combination that excludes everything is an empty page with a zero total", async () => {
    const page = await browse({ chainIds: [CHAIN], status: "LISTED", categories: ["creatures"] });
    expect(names(page).sort()).toEqual(["Blue Dragon", "Red Dragon"]);
    expect(page.total).toEqual({ count: 2, capped: false });
    const none = await browse({ chainIds: [OTHER_CHAIN], ercTypes: ["ERC1155"] });
    expect(none).toEqual({ data: [], nextCursor: null, total: { count: 0, capped: false } });
    const noneByPrice = await browse({ priceMin: 99, search: "dragon" });
    expect(noneByPrice).toEqual({ data: [], nextCursor: null, total: { count: 0, capped: false } });
  });

  it("orders by every sort, unlisted assets after the listed ones", async () => {
    const listed = ASSETS.filter((a) => a.price !== null);
    const order = async (body: object) => names(await browse(body));
    expect(await order({ sort: "newest" })).toEqual(namesOf([...ASSETS].sort((a, b) => b.n - a.n)));
    const byPriceAsc = await order({ sort: "price-asc", status: "LISTED" });
    expect(byPriceAsc.map((name) => listed.find((a) => a.name === name)!.price)).toEqual(
      listed.map((a) => a.price).sort((a, b) => a - b),
    );
    const byPriceDesc = await order({ sort: "price-desc" });
    expect(
      byPriceDesc.slice(0, listed.length).map((name) => listed.find((a) => a.name === name)!.price),
    ).toEqual(listed.map((a) => a.price).sort((a, b) => b - a));
    expect(byPriceDesc.slice(listed.length).sort()).toEqual(expected((a) => a.price === null));
    expect((await order({ sort: "price-asc" })).slice(listed.length).sort()).toEqual(
      expected((a) => a.price === null),
    );
    // Listed 50 - n minutes ago: the highest n was listed last.
    expect((await order({ sort: "recently-listed" })).slice(0, listed.length)).toEqual(
      namesOf([...listed].sort((a, b) => b.n - a.n)),
    );
    // Proposals made 1 h, 3 days 1 h and 6 days 1 h ago: 1D counts the first of each, 7D all.
    const trending = async (period: string) => (await order({ sort: "trending", period })).slice(0, 4);
    const week = await trending("7D");
    expect(week.slice(0, 2)).toEqual(["Ruined Tower", "Red Dragon"]);
    expect(week.slice(2).sort()).toEqual(["Health Bar", "Iron Sword"]);
    expect((await trending("1D")).sort()).toEqual(["Health Bar", "Iron Sword", "Red Dragon", "Ruined Tower"]);
  });

  it("fills each card with its facts", async () => {
    const page = await browse({ sort: "newest", chainIds: [CHAIN] }, viewerToken);
    const card = (name: string) => page.data.find((entry) => entry.name === name)!;
    expect(card("Red Dragon")).toMatchObject({ marketplace: true, ownedTokenCount: 1, onlyTokenCount: 1 });
    expect(card("Red Dragon").listings.map((listing) => listing.price)).toEqual([500]);
    expect(card("Red Dragon").proposals).toHaveLength(1);
    expect(card("Ruined Tower")).toMatchObject({ marketplace: true, ownedTokenCount: 0, onlyTokenCount: 1 });
    expect(card("Ruined Tower").proposals).toHaveLength(2);
    expect(card("Iron Sword")).toMatchObject({ marketplace: false, onlyTokenCount: 0, listings: [] });
    // Collection 2 is ERC-1155 with 10 units; user 1 holds none of user 2's.
    expect(card("Hover Car")).toMatchObject({ ownedTokenCount: 0 });
    const visitor = await browse({ sort: "newest" });
    expect(visitor.data.every((entry) => entry.ownedTokenCount === 0)).toBe(true);
  });

  it("refuses ownership filters to a visitor and a cursor it did not hand out", async () => {
    for (const url of ["/api/assets/list", "/api/assets/facets"]) {
      for (const ownership of ["CREATED", "OWNED"]) {
        const response = await post(url, { ownership });
        expect(response.statusCode, response.body).toBe(401);
      }
    }
    const first = await browse({ sort: "newest", perPage: 2 });
    expect(first.nextCursor).not.toBeNull();
    for (const cursor of ["not-a-cursor", Buffer.from('["newest",1,"x"]').toString("base64url"), "!!"]) {
      const response = await post("/api/assets/list", { sort: "newest", cursor });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/cursor/i);
    }
    // Another sort's cursor is not this sort's place.
    const other = await post("/api/assets/list", { sort: "price-asc", cursor: first.nextCursor });
    expect(other.statusCode).toBe(400);
  });

  it("counts each facet with the other sections' filters, from the rollup", async () => {
    const all = await facets({});
    const count = (list: Facet[], value: string | number) => list.find((f) => f.value === value)?.count ?? 0;
    expect(all.total).toEqual({ count: ASSETS.length, capped: false });
    expect(count(all.chains, CHAIN)).toBe(ASSETS.filter((a) => a.c !== 3).length);
    expect(count(all.chains, OTHER_CHAIN)).toBe(3);
    expect(count(all.status, "ALL")).toBe(ASSETS.length);
    expect(count(all.status, "LISTED")).toBe(ASSETS.filter((a) => a.price !== null).length);
    expect(count(all.status, "NOT_FOR_SALE")).toBe(ASSETS.filter((a) => a.price === null).length);
    expect(count(all.status, "HAS_OFFER")).toBe(0);
    expect(count(all.categories, "creatures")).toBe(3);
    expect(count(all.categories, "ui")).toBe(1);
    expect(count(all.genres, "sci-fi")).toBe(2);
    expect(count(all.genres, "horror")).toBe(2);
    expect(count(all.activity, "proposed")).toBe(4);
    expect(count(all.activity, "integrated")).toBe(3);
    expect(count(all.types, "ERC1155")).toBe(4);
    expect(all.categories.every((f) => !f.capped)).toBe(true);

    // Choosing the other chain: the chain section still counts both chains, the others only its assets.
    const other = await facets({ chainIds: [OTHER_CHAIN], categories: ["creatures"] });
    expect(count(other.chains, CHAIN)).toBe(2);
    expect(count(other.chains, OTHER_CHAIN)).toBe(1);
    expect(count(other.categories, "creatures")).toBe(1);
    expect(count(other.categories, "environments")).toBe(1);
    expect(count(other.status, "NOT_FOR_SALE")).toBe(1);
    expect(count(other.genres, "horror")).toBe(1);
    expect(other.total).toEqual({ count: 1, capped: false });
  });

  it("counts facets over the matching rows for price, collection, ownership, creator and search filters", async () => {
    const count = (list: Facet[], value: string | number) => list.find((f) => f.value === value)?.count ?? 0;
    const priced = await facets({ priceMin: 2.5, categories: ["creatures"] });
    expect(priced.total).toEqual({ count: 2, capped: false });
    expect(count(priced.categories, "creatures")).toBe(2);
    expect(count(priced.categories, "environments")).toBe(1);
    expect(count(priced.categories, "weapons")).toBe(1);
    const mine = await facets({ ownership: "CREATED", status: "LISTED" }, viewerToken);
    expect(count(mine.status, "LISTED")).toBe(
      ASSETS.filter((a) => a.creator === 1 && a.price !== null).length,
    );
    expect(count(mine.status, "NOT_FOR_SALE")).toBe(
      ASSETS.filter((a) => a.creator === 1 && a.price === null).length,
    );
    const searched = await facets({ search: "dragon" });
    expect(count(searched.genres, "fantasy")).toBe(2);
    expect(count(searched.genres, "horror")).toBe(1);
    expect(searched.total).toEqual({ count: 2, capped: false });
    const nothing = await facets({ search: "zzzzzzzz" });
    expect(nothing.total).toEqual({ count: 0, capped: false });
    expect(nothing.categories.every((f) => f.count === 0)).toBe(true);
  });

  it("counts a price range from its whole-percent bands and the rows of the bands it cuts", async () => {
    const count = (list: Facet[], value: string | number) => list.find((f) => f.value === value)?.count ?? 0;
    const ranges: { priceMin?: number; priceMax?: number }[] = [
      { priceMin: 2.5, priceMax: 7.5 },
      { priceMin: 1, priceMax: 5 },
      { priceMin: 1, priceMax: 1.99 },
      { priceMin: 5, priceMax: 5 },
      { priceMin: 2.51, priceMax: 2.99 },
      { priceMin: 0 },
      { priceMin: 2.5 },
      { priceMax: 7.5 },
      { priceMin: 7.6, priceMax: 2 },
    ];
    for (const range of ranges) {
      const inRange = (a: (typeof ASSETS)[number]) =>
        a.price !== null &&
        a.price >= (range.priceMin ?? 0) * 100 &&
        a.price <= (range.priceMax ?? 1e9) * 100;
      const label = JSON.stringify(range);
      expect((await browse(range)).total, label).toEqual({
        count: ASSETS.filter(inRange).length,
        capped: false,
      });
      const creatures = await browse({ ...range, categories: ["creatures"] });
      expect(names(creatures).sort(), label).toEqual(expected((a) => inRange(a) && a.cat === 2));
      expect(creatures.total.count, label).toBe(ASSETS.filter((a) => inRange(a) && a.cat === 2).length);
      const counted = await facets({ ...range, categories: ["creatures"] });
      expect(counted.total, label).toEqual(creatures.total);
      for (const category of [2, 4, 5]) {
        const slug = ASSET_CATEGORIES.find((entry) => entry.code === category)!.slug;
        expect(count(counted.categories, slug), label).toBe(
          ASSETS.filter((a) => inRange(a) && a.cat === category).length,
        );
      }
      expect(count(counted.status, "NOT_FOR_SALE"), label).toBe(0);
    }
  });

  it("counts each shown Collection option under the other sections' filters, not its own", async () => {
    const [c1, c2, c3] = await rows<{ id: string }>(
      sql`select id::text from collections where name in ('Collection 1', 'Collection 2', 'Collection 3') order by name`,
    );
    const collectionCounts = async (body: object) => {
      const response = await post("/api/assets/facets/collections", body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Facet[] }>().data;
    };
    const inCollection = (c: number, keep: (asset: (typeof ASSETS)[number]) => boolean = () => true) =>
      ASSETS.filter((a) => a.c === c && keep(a)).length;
    // Choosing collection 1 does not change what choosing collection 2 as well would add.
    const listed = await collectionCounts({
      optionIds: [c1!.id, c2!.id, c3!.id],
      collectionIds: [c1!.id],
      status: "LISTED",
    });
    expect(listed).toEqual(
      [1, 2, 3].map((c, index) => ({
        value: [c1, c2, c3][index]!.id,
        count: inCollection(c, (a) => a.price !== null),
        capped: false,
      })),
    );
    const searched = await collectionCounts({ optionIds: [c1!.id, c3!.id], search: "dragon" });
    expect(searched.map((facet) => facet.count)).toEqual([2, 0]);
    const bad = await post("/api/assets/facets/collections", { optionIds: ["not-an-id"] });
    expect(bad.statusCode).toBe(400);
    const none = await post("/api/assets/facets/collections", { optionIds: [] });
    expect(none.statusCode).toBe(400);
  });

  it("serves every row once while assets are created between pages", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const page: Page = await browse({ sort: "newest", perPage: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...names(page));
      cursor = page.nextCursor;
      // A new asset, newer than every row, and one in the same microsecond as an existing row.
      added++;
      await addAsset(
        {
          n: 200 + added,
          name: `New ${added}`,
          c: 1,
          cat: 1,
          genres: [],
          creator: 2,
          price: null,
          proposals: 0,
          finalised: 0,
        },
        added % 2 === 0 ? sql`(select created_at from assets where id = ${uid("a6")})` : undefined,
      );
    } while (cursor !== null);
    const original = namesOf([...ASSETS].sort((a, b) => b.n - a.n));
    // The new rows older than the cursor may appear once; the original rows each appear exactly once.
    expect(seen.filter((name) => original.includes(name))).toEqual(original);
    expect(new Set(seen).size).toBe(seen.length);
    await database.db.execute(sql`delete from assets where name like 'New %'`);
    const page = await browse({});
    expect(page.total.count).toBe(ASSETS.length);
  });

  it("follows listing updates, cancellations, proposals and executions in the writing transaction", async () => {
    const facts = async () =>
      (
        await rows<{ price: number | null; proposal_count: number; trend_1d: number }>(
          sql`select price, proposal_count, trend_1d from asset_browse where asset_id = ${uid("a12")}`,
        )
      )[0]!;
    expect(await facts()).toMatchObject({ price: null, proposal_count: 0 });
    const id = await list(12, 300);
    expect((await facts()).price).toBe(300);
    await storeEvent("ListingUpdated", id, {
      royaltyFee: "200",
      royaltyRecipient: wallet(1),
      expiration: "0",
    });
    expect((await facts()).price).toBe(200);
    expect(names(await browse({ status: "LISTED", priceMax: 2 }))).toContain("Old Crate");
    await storeEvent("ListingCancelled", id, {});
    expect((await facts()).price).toBeNull();
    await database.db
      .execute(sql`insert into proposals (chain_id, asset_id, listing_id, offerer_id, offerer_address,
        offerer_collection_address) values (${CHAIN}, ${uid("a12")}, ${id}, ${uid("u3")}, ${wallet(3)}, ${collectionAddress(9)})`);
    expect(await facts()).toMatchObject({ proposal_count: 1, trend_1d: 1 });
    // An on-chain integration counts in trending from its block's time.
    await database.db
      .execute(sql`insert into chain_activity (chain_id, event_type, collection, token_id, token_key,
        tx_hash, log_index, block_number, created_at)
      values (${CHAIN}, 'Bought', decode(substr(${collectionAddress(1)}, 3), 'hex'), 12,
        ((('x' || lpad(right(${collectionAddress(1)}, 13), 16, '0'))::bit(64)::bigint + 12) % 4503599627370496),
        decode(repeat('ab', 32), 'hex'), 0, 999, now())`);
    await database.db.execute(sql`select asset_browse_refresh(array[${uid("a12")}])`);
    expect((await facts()).trend_1d).toBe(2);
    await database.db.execute(sql`delete from proposals where asset_id = ${uid("a12")}`);
    await database.db.execute(sql`delete from chain_activity where block_number = 999`);
    await database.db.execute(sql`select asset_browse_refresh(array[${uid("a12")}])`);
    expect(await facts()).toMatchObject({ price: null, proposal_count: 0, trend_1d: 0 });
    await expectCountsMatchRows();
  });

  it("lets the sweep expire listings and age trending without any write", async () => {
    const facts = async () =>
      (
        await rows<{ price: number | null; trend_1d: number; trend_7d: number }>(
          sql`select price, trend_1d, trend_7d from asset_browse where asset_id = ${uid("a9")}`,
        )
      )[0]!;
    const expiration = String(Math.floor(Date.now() / 1000) + 2);
    await list(9, 400, { expiration });
    await database.db
      .execute(sql`insert into proposals (chain_id, asset_id, listing_id, offerer_id, offerer_address,
        offerer_collection_address, created_at)
      values (${CHAIN}, ${uid("a9")}, 9, ${uid("u3")}, ${wallet(3)}, ${collectionAddress(9)},
        now() - interval '1 day' + interval '2 seconds')`);
    expect(await facts()).toEqual({ price: 400, trend_1d: 1, trend_7d: 1 });
    expect(names(await browse({ status: "LISTED" }))).toContain("Spark Burst");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await sweepBrowseReadModel(database.db)).toBeGreaterThanOrEqual(1);
    expect(await facts()).toEqual({ price: null, trend_1d: 0, trend_7d: 1 });
    expect(names(await browse({ status: "LISTED" }))).not.toContain("Spark Burst");
    expect(await sweepBrowseReadModel(database.db)).toBe(0);
    await database.db.execute(sql`delete from proposals where asset_id = ${uid("a9")}`);
    await expectCountsMatchRows();
  }, 20_000);

  it("sweeps when the next listing expires, not a fixed period later, even one listed after its last look", async () => {
    const stop = scheduleBrowseSweep(database.db, { error: () => undefined });
    try {
      const expiration = String(Math.floor(Date.now() / 1000) + 2);
      await list(9, 300, { expiration });
      expect(names(await browse({ status: "LISTED" }))).toContain("Spark Burst");
      expect(await msUntilNextDue(database.db)).toBeLessThanOrEqual(2000);
      await vi.waitFor(
        async () => expect(names(await browse({ status: "LISTED" }))).not.toContain("Spark Burst"),
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      await stop();
    }
    await expectCountsMatchRows();
  }, 30_000);

  // Offers as the indexer applies the Store's events (apply-offer-event.ts); the rebuild test after
  // this one sees the open offer it leaves.
  let offerId = 0;
  const offerEvent = (eventName: string, id: number, args: Record<string, string> = {}) =>
    database.db.transaction((tx) =>
      applyStoreEvent(tx as unknown as Db, {
        chainId: CHAIN,
        blockNumber: ++block,
        blockHash: `0x${block.toString(16).padStart(64, "0")}`,
        blockTime: new Date(),
        txHash: `0x${block.toString(16).padStart(64, "1")}`,
        logIndex: 0,
        address: STORE,
        eventName,
        args: { offerId: String(id), ...args },
      }),
    );
  async function makeOffer(n: number) {
    const asset = ASSETS.find((entry) => entry.n === n)!;
    const id = ++offerId;
    await offerEvent("OfferMade", id, {
      offeror: wallet(3),
      collectionOwnerAddr: wallet(asset.creator),
      assetId: offerAssetIdOf(await idOf(`a${n}`)).toString(),
      gameAddress: collectionAddress(9),
      collection: collectionAddress(asset.c),
      tokenId: String(n),
      royaltyFee: "500",
    });
    return id;
  }

  it("counts an asset under HAS OFFER while an offer on it is made or authorized, in the writing transaction", async () => {
    const withOffer = async () => names(await browse({ status: "HAS_OFFER" }));
    const offerCount = async () => (await facets({})).status.find((f) => f.value === "HAS_OFFER")?.count;
    expect(await withOffer()).toEqual([]);
    const id = await makeOffer(3);
    expect(await withOffer()).toEqual(["Iron Sword"]);
    expect(await offerCount()).toBe(1);
    expect((await browse({ status: "HAS_OFFER" })).total).toEqual({ count: 1, capped: false });
    await offerEvent("OfferAuthorized", id);
    expect(await withOffer()).toEqual(["Iron Sword"]);
    await expectCountsMatchRows();
    await offerEvent("OfferAccepted", id);
    expect(await withOffer()).toEqual([]);
    expect(await offerCount()).toBe(0);
    await expectCountsMatchRows();

    // A row indexed from a Store whose OfferMade named no token finds its asset by the id it names.
    await database.db.execute(sql`insert into chain_offers (chain_id, offer_id, asset_id, offeror,
        collection_owner, game_address, state)
      values (${CHAIN}, ${++offerId}, ${offerAssetIdOf(await idOf("a5")).toString()}, ${wallet(3)},
        ${wallet(2)}, ${collectionAddress(9)}, 'made')`);
    expect(await withOffer()).toEqual(["Hover Car"]);
    expect(await offerCount()).toBe(1);
    // The offer leaves with a roll-back of the Store's rows as with its acceptance.
    await database.db.execute(sql`delete from chain_offers where offer_id = ${offerId}`);
    expect(await withOffer()).toEqual([]);
    await expectCountsMatchRows();
  });

  it("reads an offer's asset id as the asset's UUID both ways", async () => {
    for (const id of [
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "80000000-7fff-ffff-8000-000000000001",
      await idOf("a5"),
    ]) {
      const number = offerAssetIdOf(id).toString();
      const [row] = await rows<{ number: string; id: string }>(
        sql`select offer_asset_number(${id}::uuid) as number, offer_asset_uuid(${number})::text as id`,
      );
      expect(row).toEqual({ number, id });
    }
    const [none] = await rows<{ id: string | null }>(
      sql`select offer_asset_uuid(${(2n ** 128n).toString()}) as id`,
    );
    expect(none!.id).toBeNull();
  });

  it("rebuilds the same rows and counts set-based", async () => {
    const snapshot = () => rows<Record<string, unknown>>(sql`select * from asset_browse order by asset_id`);
    const counts = () =>
      rows<Record<string, unknown>>(
        sql`select * from asset_browse_counts where assets <> 0 order by chain_id, erc_type, category, genre_mask, listed, has_offer, activity`,
      );
    // An open offer by its token: the rebuild computes HAS OFFER as the triggers did.
    const offer = await makeOffer(1);
    const before = [await snapshot(), await counts()];
    expect(before[1]!.some((row) => row.has_offer === true && row.assets === 1)).toBe(true);
    await rebuildBrowseReadModel(database.db);
    expect([await snapshot(), await counts()]).toEqual(before);
    await expectCountsMatchRows();
    await offerEvent("OfferAccepted", offer);
  });

  it("counts an asset out when its row goes", async () => {
    const rolledBack = new Error("rolled back");
    await expect(
      database.db.transaction(async (tx) => {
        // A listed asset and an unlisted one, each the last of its group.
        await tx.execute(sql`delete from asset_browse where asset_id in (${uid("a1")}, ${uid("a5")})`);
        await expectCountsMatchRows(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await expectCountsMatchRows();
  });

  it("answers an empty page and zero facets when nothing matches the capped count's cap", async () => {
    expect(BROWSE_COUNT_CAP).toBeGreaterThan(ASSETS.length);
    const page = await browse({ userId: "00000000-0000-4000-8000-000000000000" });
    expect(page).toEqual({ data: [], nextCursor: null, total: { count: 0, capped: false } });
  });

  const idOf = async (seed: string) =>
    (await rows<{ id: string }>(sql`select ${uid(seed)}::text as id`))[0]!.id;

  // The rollup always equals a count of the rows it summarises.
  async function expectCountsMatchRows(on?: Pick<Db, "execute">) {
    const drift = await rows(
      sql`
      select * from (
        select chain_id, erc_type, category, genre_mask, price is not null as listed, has_offer, activity, count(*)::int as n
        from asset_browse group by 1, 2, 3, 4, 5, 6, 7) r
      full join (select * from asset_browse_counts where assets <> 0) c
        using (chain_id, erc_type, category, genre_mask, listed, has_offer, activity)
      where r.n is distinct from c.assets`,
      on,
    );
    expect(drift).toEqual([]);
    const bandDrift = await rows(
      sql`
      select * from (
        select price / 100 as band, chain_id, erc_type, category, genre_mask, has_offer, activity, count(*)::int as n
        from asset_browse where price is not null group by 1, 2, 3, 4, 5, 6, 7) r
      full join (select * from asset_browse_price_counts where assets <> 0) c
        using (band, chain_id, erc_type, category, genre_mask, has_offer, activity)
      where r.n is distinct from c.assets`,
      on,
    );
    expect(bandDrift).toEqual([]);
  }
});

describe("browse assets on an empty marketplace", () => {
  it("answers an empty page and zero counts", async () => {
    const database = await createTestDb();
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
    const app = await buildApp(config, { database });
    try {
      const list = await app.inject({ method: "POST", url: "/api/assets/list", payload: {} });
      expect(list.json()).toEqual({
        status: "success",
        data: { data: [], nextCursor: null, total: { count: 0, capped: false } },
      });
      const facets = await app.inject({ method: "POST", url: "/api/assets/facets", payload: {} });
      const data = facets.json<{ data: Facets }>().data;
      expect(data.total).toEqual({ count: 0, capped: false });
      expect(data.chains).toEqual([]);
      expect(data.categories.every((f) => f.count === 0)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
