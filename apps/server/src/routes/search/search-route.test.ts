import type { SearchResults } from "@meshlink/domain/search-api.types";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_IN_TEXT } from "../../http/refuse-nul-text.ts";
import { searchTestRows } from "../../testing/search-test-rows.ts";
import { buildAuthTestApp } from "../../testing/auth-test-kit.ts";

// GET /api/search on the real database (PGlite, or PostgreSQL in CI's second run): one text,
// three ranked groups, typos corrected, and every bound refused with a 400 in the envelope.
describe("GET /api/search", () => {
  let app: FastifyInstance;
  let ids: Record<string, string> = {};

  const search = async (query: string) => {
    const reply = await app.inject({ method: "GET", url: `/api/search?${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ status: string; data: SearchResults }>().data;
  };
  const names = (results: SearchResults) => ({
    assets: results.assets.map((item) => item.name),
    collections: results.collections.map((item) => item.name),
    users: results.users.map((item) => item.name),
    corrected: results.corrected,
  });

  beforeAll(async () => {
    let db;
    ({ app, db } = await buildAuthTestApp());
    const rows = searchTestRows(db);
    const smith = await rows.addUser("Dragon Smith", {
      type: "studio",
      avatarUrl: "https://cdn.example/a.png",
    });
    const ada = await rows.addUser("Ada");
    const dragons = await rows.addCollection(smith.id, "Dragons of Ember", "logo-key");
    const blades = await rows.addCollection(ada.id, "Blades");
    const red = await rows.addAsset(dragons, "Red Dragon", "image-key");
    await rows.addAsset(dragons, "Dragon Egg");
    await rows.addAsset(blades, "Iron Sword");
    const lord = await rows.addAsset(blades, "Sword of the Dragon Lord");
    const dragonfly = await rows.addAsset(dragons, "Dragonfly Lantern");
    await rows.setTrending(red, 3);
    await rows.setTrending(lord, 2);
    await rows.setTrending(dragonfly, 9);
    for (let i = 1; i <= 12; i++) await rows.addAsset(blades, `Dagger ${i}`);
    ids = {
      smith: smith.id,
      dragons: dragons.id,
      red: red.id,
      redAddress: red.collectionAddress,
      redToken: red.tokenId,
    };
  }, 60_000);
  afterAll(() => app?.close());

  it("answers assets, collections and users for one word, best first, with what a suggestion shows", async () => {
    const results = await search("q=dragon");
    expect(names(results)).toEqual({
      // As the browse list orders a search: whole words first, then the rest, each by trending.
      assets: ["Red Dragon", "Sword of the Dragon Lord", "Dragon Egg", "Dragonfly Lantern"],
      collections: ["Dragons of Ember"],
      users: ["Dragon Smith"],
      corrected: null,
    });
    expect(results.assets[0]).toEqual({
      _id: ids.red,
      name: "Red Dragon",
      address: ids.redAddress,
      tokenId: ids.redToken,
      imgUrl: "/api/images/image-key",
    });
    expect(results.collections[0]).toEqual({
      _id: ids.dragons,
      name: "Dragons of Ember",
      logoUrl: "/api/images/logo-key",
      userId: ids.smith,
    });
    expect(results.users[0]).toEqual({
      _id: ids.smith,
      name: "Dragon Smith",
      type: "studio",
      avatarUrl: "https://cdn.example/a.png",
    });
  });

  it.each([
    ["q=dargon", ["Red Dragon", "Sword of the Dragon Lord", "Dragon Egg", "Dragonfly Lantern"], "dragon"],
    ["q=swrod", ["Sword of the Dragon Lord", "Iron Sword"], "sword"],
    ["q=Swrod%20dargon", ["Sword of the Dragon Lord"], "sword dragon"],
  ])("corrects a typo: %s", async (query, assets, corrected) => {
    const results = await search(query);
    expect(results.assets.map((item) => item.name)).toEqual(assets);
    expect(results.corrected).toBe(corrected);
  });

  it("suggests while a word is being typed, without calling it a typo", async () => {
    expect(names(await search("q=drag"))).toMatchObject({
      collections: ["Dragons of Ember"],
      corrected: null,
    });
  });

  it("answers nothing for an empty text, punctuation or a word near no name", async () => {
    const empty = { assets: [], collections: [], users: [], corrected: null };
    expect(await search("q=")).toEqual(empty);
    expect(await search("q=%3F%21%20*")).toEqual(empty);
    expect(await search("q=qzxvw")).toEqual(empty);
  });

  it("gives five of a group by default and up to limit", async () => {
    expect((await search("q=dagger")).assets).toHaveLength(5);
    expect((await search("q=dagger&limit=20")).assets.map((item) => item.name)).toHaveLength(12);
  });

  it.each([
    ["a NUL byte", "q=sword%00", NUL_IN_TEXT],
    ["a text over 200 characters", `q=${"a".repeat(201)}`, undefined],
    ["a limit over 20", "q=sword&limit=21", undefined],
    ["a limit of 0", "q=sword&limit=0", undefined],
    ["a limit that is no number", "q=sword&limit=many", undefined],
  ])("refuses %s with a 400", async (_, query, error) => {
    const reply = await app.inject({ method: "GET", url: `/api/search?${query}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ status: string }>().status).toBe("failed");
    if (error) expect(reply.json<{ error: string }>().error).toBe(error);
  });

  it("takes the first eight words of a long text", async () => {
    const words = ["iron", "sword", ...Array.from({ length: 10 }, (_, i) => `zz${i}`)].join("%20");
    expect((await search(`q=${words}`)).assets).toEqual([]);
    expect((await search("q=iron%20sword%20iron%20sword")).assets.map((item) => item.name)).toEqual([
      "Iron Sword",
    ]);
  });
});
