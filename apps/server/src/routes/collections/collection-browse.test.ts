import { categoryCode } from "@meshlink/domain/constants/asset-categories";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import { hashSecret, randomToken } from "../../services/auth/secrets.ts";
import { ADMIN_ONLY } from "./collection-browse-routes.ts";

// GET /api/collections, /api/collections/options and /api/featured on the real database: every
// figure comes from the statistics the writes below keep (docs/decisions/016).

type Spec = {
  name: string;
  owner: string;
  chainId: number;
  daysOld: number;
  assets?: number[];
  holders?: string[];
  fees?: number[];
  integrationsHoursAgo?: number[];
};
type Card = {
  id: string;
  name: string;
  volume: number;
  floor: number | null;
  ownersNumber: number;
  itemCount: number;
};
type Page = {
  data: Card[];
  totalCount: number;
  totalPages: number;
  totalCapped: boolean;
  nextCursor: string | null;
};
type Market = Awaited<ReturnType<typeof openMarket>>;

/**
 * The app on a database of its own holding three collections: Dragon Hoard (alice's, 31337, three
 * assets, two owners, floor 2.5, two integrations in the last day and one four days ago), Space
 * Props (bob's, 1328, one asset, floor 1, four integrations 30 to 60 hours ago) and Empty Vault
 * (bob's, 31337, nothing in it); bob is a studio, root an admin.
 */
async function openMarket() {
  const database = await createTestDb();
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let addressSeq = 0;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  async function user(key: string, type: "creator" | "studio" | "admin") {
    const [row] = await rows<{ id: string }>(sql`insert into users (name, email, type, default_address)
      values (${`User ${key}`}, ${`${key}@example.com`}, ${type}, ${`0x${key}`}) returning id`);
    ids[key] = row!.id;
    const token = randomToken();
    await database.db.execute(sql`insert into sessions (token_hash, user_id, address, expires_at)
      values (${hashSecret(token)}, ${row!.id}, ${`0x${key}`}, now() + interval '1 hour')`);
    tokens[key] = token;
  }

  async function collection(spec: Spec) {
    const address = `0x${(++addressSeq).toString(16).padStart(40, "0")}`;
    const [row] = await rows<{
      id: string;
    }>(sql`insert into collections (chain_id, address, name, symbol, erc_type,
      user_id, created_tx, created_at, logo_key)
      values (${spec.chainId}, ${address}, ${spec.name}, 'SYM', 'ERC1155', ${ids[spec.owner]}, '0x1',
        now() - ${spec.daysOld} * interval '1 day', ${`logo-${addressSeq}.png`}) returning id`);
    ids[spec.name] = row!.id;
    for (const [index, category] of (spec.assets ?? []).entries())
      await database.db
        .execute(sql`insert into assets (chain_id, collection_id, collection_address, token_id, name,
        category, supply, creator_user_id, minted_tx)
        values (${spec.chainId}, ${row!.id}, ${address}, ${index + 1}, ${`${spec.name} ${index}`}, ${category}, 5,
          ${ids[spec.owner]}, '0x1')`);
    for (const [index, holder] of (spec.holders ?? []).entries())
      await database.db
        .execute(sql`insert into chain_balances (chain_id, collection, token_id, owner, balance)
        values (${spec.chainId}, ${address}, ${index + 1}, ${holder}, 1)`);
    for (const [index, fee] of (spec.fees ?? []).entries())
      await database.db
        .execute(sql`insert into chain_listings (chain_id, listing_id, seller, collection, token_id,
        supply, royalty_fee, royalty_recipient, expiration, state, created_tx)
        values (${spec.chainId}, ${addressSeq * 100 + index}, '0xs', ${address}, 1, 1, ${fee}, '0xs', 0, 'active', '0x1')`);
    for (const [index, hoursAgo] of (spec.integrationsHoursAgo ?? []).entries())
      await database.db
        .execute(sql`insert into chain_events (chain_id, block_number, block_hash, block_time, tx_hash,
        log_index, address, event_name, args)
        values (${spec.chainId}, ${addressSeq * 100 + index}, '0xb', now() - ${hoursAgo} * interval '1 hour', '0xt', 0,
          '0xstore', 'AgreementExecuted', ${JSON.stringify({ originalCollection: address })}::json)`);
    return address;
  }

  await user("alice", "creator");
  await user("bob", "studio");
  await user("root", "admin");
  const characters = categoryCode("characters");
  const props = categoryCode("props");
  await collection({
    name: "Dragon Hoard",
    owner: "alice",
    chainId: 31337,
    daysOld: 3,
    assets: [characters, characters, props],
    holders: ["0xa", "0xb", "0xa"],
    fees: [750, 250],
    integrationsHoursAgo: [1, 2, 100],
  });
  await collection({
    name: "Space Props",
    owner: "bob",
    chainId: 1328,
    daysOld: 2,
    assets: [props],
    holders: ["0xc"],
    fees: [100],
    integrationsHoursAgo: [30, 40, 50, 60],
  });
  await collection({ name: "Empty Vault", owner: "bob", chainId: 31337, daysOld: 1 });
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
  const app = await buildApp(config, { database });

  async function list(query: Record<string, string | number> = {}): Promise<Page> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await app.inject({ method: "GET", url: `/api/collections?${search.toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Page }>().data;
  }

  return {
    app,
    ids,
    tokens,
    collection,
    list,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// The tests that only read share one market; a test that writes opens a market of its own, so
// every test finds the three collections as openMarket leaves them, whatever ran before it.
let market: Market;
beforeAll(async () => {
  market = await openMarket();
}, 120_000);
afterAll(() => market?.close());

async function ownMarket() {
  const own = await openMarket();
  onTestFinished(() => own.close());
  return own;
}

const names = (page: Page) => page.data.map((card) => card.name);

describe("GET /api/collections", () => {
  it("serves each card's kept figures, top volume first by default (7D)", async () => {
    const page = await market.list();
    expect(names(page)).toEqual(["Space Props", "Dragon Hoard", "Empty Vault"]);
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1, totalCapped: false, nextCursor: null });
    const dragon = page.data.find((card) => card.name === "Dragon Hoard");
    expect(dragon).toMatchObject({
      volume: 3,
      floor: 2.5,
      ownersNumber: 2,
      itemCount: 3,
      chainId: 31337,
      owner: { _id: market.ids.alice, name: "User alice" },
      logoUrl: expect.stringMatching(/^\/api\/images\/logo-\d\.png$/) as unknown,
      bannerUrl: null,
    });
    expect(page.data.find((card) => card.name === "Empty Vault")).toMatchObject({ floor: null, volume: 0 });
  });

  it("sorts by the period's volume, by floor (unlisted last) and newest first", async () => {
    // Equal volumes keep one order by id (the index's second key), so paging never repeats a card.
    const { ids, list } = market;
    const tied = ["Space Props", "Empty Vault"].sort((a, b) => (ids[b]! < ids[a]! ? -1 : 1));
    const oneDay = await list({ period: "1D" });
    expect(oneDay.data.map((card) => [card.name, card.volume])).toEqual([
      ["Dragon Hoard", 2],
      [tied[0], 0],
      [tied[1], 0],
    ]);
    expect(names(await list({ period: "30D" }))).toEqual(["Space Props", "Dragon Hoard", "Empty Vault"]);
    expect(names(await list({ sort: "floor" }))).toEqual(["Space Props", "Dragon Hoard", "Empty Vault"]);
    expect(names(await list({ sort: "newest" }))).toEqual(["Empty Vault", "Space Props", "Dragon Hoard"]);
  });

  it("filters by chain, category, owner and name (typos forgiven), and says when nothing matches", async () => {
    const { ids, list } = market;
    expect(names(await list({ blockchainId: 1328 }))).toEqual(["Space Props"]);
    expect(names(await list({ categoryId: "characters" }))).toEqual(["Dragon Hoard"]);
    expect(names(await list({ categoryId: "props", sort: "newest" }))).toEqual([
      "Space Props",
      "Dragon Hoard",
    ]);
    expect(names(await list({ userId: ids.bob!, sort: "newest" }))).toEqual(["Empty Vault", "Space Props"]);
    expect(names(await list({ search: "hoard" }))).toEqual(["Dragon Hoard"]);
    expect(names(await list({ search: "Dargon Hoard" }))).toEqual(["Dragon Hoard"]);
    expect(names(await list({ search: "100%" }))).toEqual([]);
    const none = await list({ blockchainId: 1328, categoryId: "characters" });
    expect(none).toEqual({ data: [], totalCount: 0, totalPages: 0, totalCapped: false, nextCursor: null });
  });

  it("pages by cursor without repeating or skipping while collections are created", async () => {
    const { collection, list } = await ownMarket();
    const seen: string[] = [];
    let cursor: string | null = null;
    let inserted = 0;
    do {
      const page: Page = await list({ sort: "newest", perPage: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...names(page));
      cursor = page.nextCursor;
      // A collection created meanwhile is newer than every page already read: it is not served.
      if (inserted < 2)
        await collection({ name: `Late ${++inserted}`, owner: "alice", chainId: 31337, daysOld: 0 });
    } while (cursor);
    expect(seen).toEqual(["Empty Vault", "Space Props", "Dragon Hoard"]);
    expect((await list({ sort: "newest", perPage: 2 })).totalPages).toBe(3);
  });

  it("serves the spec's page numbers, the cursor winning when both are sent", async () => {
    const { list } = market;
    const second = await list({ sort: "floor", perPage: 1, page: 2 });
    expect(names(second)).toEqual(["Dragon Hoard"]);
    const first = await list({ sort: "floor", perPage: 1 });
    expect(names(await list({ sort: "floor", perPage: 1, page: 3, cursor: first.nextCursor! }))).toEqual([
      "Dragon Hoard",
    ]);
  });

  it("refuses a forged cursor, an unknown category and a page past the counted rows with 400", async () => {
    for (const url of [
      "/api/collections?cursor=bm90LWEta2V5",
      "/api/collections?categoryId=spaceships",
      "/api/collections?page=10000&perPage=100",
      "/api/collections?blockchainId=-1",
    ]) {
      const response = await market.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: "failed" });
    }
  });
});

describe("GET /api/collections/options", () => {
  it("lists collections by name with their logos, keyset-paged and searchable", async () => {
    const { app, ids } = market;
    const first = await app.inject({ method: "GET", url: "/api/collections/options?perPage=2" });
    const page = first.json<{
      data: { data: { name: string; _id: string; logoUrl: string }[]; nextCursor: string };
    }>().data;
    expect(page.data.map((option) => option.name)).toEqual(["Dragon Hoard", "Empty Vault"]);
    expect(page.data[0]).toMatchObject({
      _id: ids["Dragon Hoard"],
      logoUrl: expect.stringMatching(/^\/api\/images/) as unknown,
    });
    const next = await app.inject({
      method: "GET",
      url: `/api/collections/options?perPage=2&cursor=${page.nextCursor}`,
    });
    expect(
      next.json<{ data: { data: { name: string }[] } }>().data.data.map((option) => option.name),
    ).toEqual(["Space Props"]);
    const found = await app.inject({ method: "GET", url: "/api/collections/options?search=props" });
    expect(
      found.json<{ data: { data: { name: string }[] } }>().data.data.map((option) => option.name),
    ).toEqual(["Space Props"]);
  });
});

describe("featured collections", () => {
  const featured = async ({ app } = market) => {
    const response = await app.inject({ method: "GET", url: "/api/featured" });
    expect(response.statusCode).toBe(200);
    return response.json<{
      data: { title: string; volume: { value: number; max: number }; floor: object }[];
    }>().data;
  };
  const pick = ({ app, tokens }: Market, who: string | null, collectionIds: string[]) =>
    app.inject({
      method: "PUT",
      url: "/api/featured",
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      payload: { collectionIds },
    });

  it("shows the top collections by 7D volume until an admin picks", async () => {
    const slides = await featured();
    expect(slides.slice(0, 2).map((slide) => slide.title)).toEqual(["Space Props", "Dragon Hoard"]);
    expect(slides[0]).toMatchObject({
      volume: { value: 4, max: 4 },
      floor: { value: 1, min: 1, listed: true },
    });
  });

  it("refuses a pick from anyone but an admin", async () => {
    const own = await ownMarket();
    const vault = own.ids["Empty Vault"]!;
    expect((await pick(own, null, [vault])).statusCode).toBe(401);
    const refused = await pick(own, "alice", [vault]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: "failed", error: ADMIN_ONLY, code: "FORBIDDEN" });
    expect((await featured(own))[0]!.title).toBe("Space Props");
  });

  it("serves the admin's pick in order, and the top by volume again once it is cleared", async () => {
    const own = await ownMarket();
    const picked = await pick(own, "root", [own.ids["Empty Vault"]!, own.ids["Dragon Hoard"]!]);
    expect(picked.statusCode).toBe(200);
    expect((await featured(own)).map((slide) => slide.title)).toEqual(["Empty Vault", "Dragon Hoard"]);
    expect((await featured(own))[0]).toMatchObject({
      floor: { value: 0, listed: false },
      volume: { value: 0, max: 4 },
    });
    expect((await pick(own, "root", ["00000000-0000-4000-8000-000000000000"])).statusCode).toBe(404);
    expect((await pick(own, "root", [])).statusCode).toBe(200);
    expect((await featured(own))[0]!.title).toBe("Space Props");
  });
});
