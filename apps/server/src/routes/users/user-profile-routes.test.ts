import { PROFILE_FILTERS, type ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { USER_NOT_FOUND, ZUserProfile } from "@meshlink/domain/users-api.types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPeopleFixture, type PeopleFixture, WALLETS } from "../../testing/people-fixture.ts";

// GET /api/users/{id} and /api/users/{id}/assets on the real database (testing/people-fixture.ts).

let fx: PeopleFixture;
beforeAll(async () => {
  fx = await buildPeopleFixture();
}, 120_000);
afterAll(() => fx?.close());

const get = (url: string, as?: string) =>
  fx.app.inject({ url, headers: as ? { authorization: `Bearer ${fx.tokens[as]}` } : {} });

async function data<T>(url: string, as?: string): Promise<T> {
  const response = await get(url, as);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

type Page = { data: AssetCard[]; nextCursor: string | null };
const assetsOf = (user: string, filter: ProfileFilter, as?: string) =>
  data<Page>(`/api/users/${fx.ids[user]}/assets?filter=${filter}&perPage=100`, as);
const names = (page: Page) => page.data.map((card) => card.name);

describe("GET /api/users/{id}", () => {
  it("serves the user with the default address first, when they joined and their figures", async () => {
    const ada = ZUserProfile.parse(await data(`/api/users/${fx.ids.ada}`));
    expect(ada).toMatchObject({
      _id: fx.ids.ada,
      name: "Ada Voxel",
      type: "creator",
      address: WALLETS.ada2,
      addresses: [{ address: WALLETS.ada2 }, { address: WALLETS.ada1 }],
      defaultAdress: { address: WALLETS.ada2 },
      avatar: "image-ada-avatar",
      avatarUrl: "/api/images/image-ada-avatar",
      bannerUrl: "/api/images/image-ada-banner",
      description: "About Ada Voxel",
      portfolio: "https://ada.example",
      stats: {
        assetsCreated: 4,
        collections: 2,
        integrationsMade: 2,
        integrationsReceived: 4,
        capped: false,
      },
    });
    const joined = Date.now() - new Date(ada.joinedAt).getTime();
    expect(Math.round(joined / 86_400_000)).toBe(5);
  });

  it("counts a studio's integrations as made and a quiet user's as nothing", async () => {
    const ben = ZUserProfile.parse(await data(`/api/users/${fx.ids.ben}`));
    expect(ben.stats).toEqual({
      assetsCreated: 1,
      collections: 1,
      integrationsMade: 3,
      integrationsReceived: 0,
      capped: false,
    });
    const dora = ZUserProfile.parse(await data(`/api/users/${fx.ids.dora}`));
    expect(dora).toMatchObject({ avatarUrl: null, bannerUrl: null, portfolio: null });
    expect(dora.stats).toMatchObject({ assetsCreated: 0, collections: 0, integrationsMade: 0 });
  });

  it("answers 404 for an unknown or malformed id on every people route, never a 500", async () => {
    const unknown = "3f8a3a6e-2f4b-4c6e-9a51-0d6c5f0b7a11";
    for (const id of [unknown, "abc", "me", "00000000-0000-0000-0000-00000000000g", "1%27%20or%201=1"]) {
      for (const tail of ["", "/assets", "/collections", "/deals"]) {
        const response = await get(`/api/users/${id}${tail}`);
        expect(response.statusCode, `${id}${tail}`).toBe(404);
        expect(response.json()).toEqual({ status: "failed", error: USER_NOT_FOUND, code: "NOT_FOUND" });
      }
    }
  });
});

describe("GET /api/users/{id}/assets", () => {
  const expected: Record<string, Record<ProfileFilter, string[]>> = {
    ada: {
      created: ["Ada Critters 1", "Ada Props 3", "Ada Props 2", "Ada Props 1"],
      custom: ["Ada Critters 1", "Ada Props 3", "Ada Props 1"],
      // By collection address, then token id; Ada Props 1 is in both wallets, shown once.
      owned: ["Ada Props 1", "Ada Props 2", "Ada Props 3", "Ada Critters 1", "Cleo Art 1"],
      // Expired, cancelled and no-longer-held listings are not for sale; Ada Props 1 at its newest.
      onSale: ["Ada Critters 1", "Ada Props 1"],
      sold: ["Ada Critters 1", "Ada Props 1", "Ada Props 3"],
      offersMade: ["Cleo Art 1"],
      // Two offers on Ada Props 2 (one to each wallet) show it once; the offer naming no asset, nothing.
      offersReceived: ["Ada Critters 1", "Ada Props 2"],
    },
    ben: {
      created: ["Ben Game 1"],
      custom: [],
      owned: ["Ben Game 1", "Cleo Art 2"],
      onSale: [],
      sold: [],
      offersMade: ["Ada Props 2"],
      offersReceived: [],
    },
    cleo: {
      created: ["Cleo Art 2", "Cleo Art 1"],
      custom: ["Cleo Art 2"],
      owned: ["Cleo Art 1"],
      onSale: ["Cleo Art 1"],
      sold: ["Cleo Art 2"],
      offersMade: ["Ada Critters 1"],
      offersReceived: ["Cleo Art 1"],
    },
  };

  it.each(Object.keys(expected))(
    "serves every filter of %s's assets, to a visitor and to others",
    async (user) => {
      for (const filter of PROFILE_FILTERS) {
        for (const viewer of [undefined, "ada", "ben"]) {
          expect(names(await assetsOf(user, filter, viewer)), `${user} ${filter} as ${viewer}`).toEqual(
            expected[user]![filter],
          );
        }
      }
    },
  );

  it("gives the signed-in owner their own units on the cards, and a visitor none", async () => {
    const own = await assetsOf("ada", "created", "ada");
    const props1 = (page: Page) => page.data.find((card) => card.name === "Ada Props 1");
    expect(props1(own)).toMatchObject({
      ownedTokenCount: 6,
      marketplace: true,
      imgUrl: "/api/images/img-Ada Props-1",
    });
    expect(props1(await assetsOf("ada", "created"))?.ownedTokenCount).toBe(0);
    expect(props1(await assetsOf("ada", "created", "ben"))?.ownedTokenCount).toBe(0);
  });

  it("answers an empty page for a user with nothing under any filter", async () => {
    for (const filter of PROFILE_FILTERS)
      expect(await assetsOf("dora", filter), filter).toEqual({ data: [], nextCursor: null });
  });

  it("follows each filter's cursor to the end, a card at a time, each card once", async () => {
    for (const filter of PROFILE_FILTERS) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : "";
        const page: Page = await data(`/api/users/${fx.ids.ada}/assets?filter=${filter}&perPage=1${query}`);
        expect(page.data.length, filter).toBeLessThanOrEqual(1);
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor !== null && seen.length < 20);
      expect(seen, filter).toEqual(expected.ada![filter]);
    }
  });

  it("refuses bad paging and filters with a 400", async () => {
    const base = `/api/users/${fx.ids.ada}/assets`;
    const otherList = Buffer.from(JSON.stringify(["created", 1])).toString("base64url");
    for (const query of [
      "perPage=0",
      "perPage=101",
      "perPage=abc",
      "filter=everything",
      "cursor=!!!",
      `cursor=${otherList}`,
      "filter=owned&cursor=WzEsMl0",
      `filter=sold&cursor=${"A".repeat(300)}`,
    ]) {
      const response = await get(`${base}?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ status: "failed" });
    }
  });
});
