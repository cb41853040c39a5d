import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import type { Deal, UserListCard } from "@meshlink/domain/users-api.types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPeopleFixture, type PeopleFixture, WALLETS } from "../../testing/people-fixture.ts";

// GET /api/users/{id}/collections, /api/users/{id}/deals and /api/users on the real database
// (testing/people-fixture.ts).

let fx: PeopleFixture;
beforeAll(async () => {
  fx = await buildPeopleFixture();
}, 120_000);
afterAll(() => fx?.close());

type Page<T> = { data: T[]; nextCursor: string | null };

async function data<T>(url: string): Promise<T> {
  const response = await fx.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

/** Every page of `url` from the first, `perPage` at a time: the items in the order served. */
async function follow<T>(url: string, perPage: number): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await data(`${url}&perPage=${perPage}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.data.length).toBeLessThanOrEqual(perPage);
    items.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor !== null && ++pages < 20);
  return items;
}

describe("GET /api/users/{id}/collections", () => {
  const expected: Record<string, Record<string, string[]>> = {
    // Ada's second wallet holds an edition of Cleo Art.
    ada: {
      created: ["Ada Critters", "Ada Props"],
      collected: ["Cleo Art"],
      all: ["Ada Critters", "Ada Props", "Cleo Art"],
    },
    ben: { created: ["Ben Game"], collected: ["Cleo Art"], all: ["Ben Game", "Cleo Art"] },
    // Holding one's own collection is not collecting it.
    cleo: { created: ["Cleo Art"], collected: [], all: ["Cleo Art"] },
    dora: { created: [], collected: [], all: [] },
  };

  it.each(Object.keys(expected))("serves %s's own collections, then the collected ones", async (user) => {
    for (const [filter, names] of Object.entries(expected[user]!)) {
      for (const perPage of [1, 2, 100]) {
        const cards = await follow<CollectionBrowseCard>(
          `/api/users/${fx.ids[user]}/collections?filter=${filter}`,
          perPage,
        );
        expect(
          cards.map((card) => card.name),
          `${user} ${filter} by ${perPage}`,
        ).toEqual(names);
      }
    }
  });

  it("builds the cards as collection browse does, and lists All by default", async () => {
    const page = await data<Page<CollectionBrowseCard>>(`/api/users/${fx.ids.ada}/collections`);
    expect(page.nextCursor).toBeNull();
    expect(page.data.find((card) => card.name === "Ada Props")).toMatchObject({
      id: fx.ids["Ada Props"],
      itemCount: 3,
      ownersNumber: 2,
      logoUrl: "/api/images/logo-1",
      owner: { _id: fx.ids.ada, name: "Ada Voxel" },
    });
    expect(page.data.find((card) => card.name === "Cleo Art")?.owner.name).toBe("Cleo Mesh");
  });
});

describe("GET /api/users/{id}/deals", () => {
  const summary = (deal: Deal) =>
    `${deal.role} ${deal.asset.name} with ${deal.counterparty.user?.name ?? deal.counterparty.address}`;

  it("lists integrations on both sides, newest first, a self-integration on each", async () => {
    const deals = await follow<Deal>(`/api/users/${fx.ids.ada}/deals?`, 100);
    expect(deals.map(summary)).toEqual([
      "received Ada Critters 1 with Ada Voxel",
      "made Ada Critters 1 with Ada Voxel",
      "received Ada Props 1 with Ben Ironclad",
      "made Cleo Art 2 with Cleo Mesh",
      "received Ada Props 3 with Ben Ironclad",
      "received Ada Props 1 with Ben Ironclad",
    ]);
    const first = deals.at(-1)!;
    expect(first).toMatchObject({
      chainId: 31337,
      txHash: `0x${"a".padStart(64, "0")}`,
      counterparty: { address: WALLETS.ben, user: { _id: fx.ids.ben } },
      asset: { name: "Ada Props 1", imgUrl: "/api/images/img-Ada Props-1", tokenId: "1" },
      linkedToken: { name: "Ben Game 1", tokenId: "1", imgUrl: "/api/images/img-Ben Game-1" },
    });
    expect(deals[2]!.linkedToken).toMatchObject({ name: null, tokenId: "113", imgUrl: null });
    expect(new Set(deals.map((deal) => deal._id)).size).toBe(deals.length);
    expect(Date.parse(deals[0]!.executedAt)).toBeGreaterThan(Date.parse(first.executedAt));
  });

  it("pages a deal at a time to the same list, the two sides of one integration apart", async () => {
    const all = await follow<Deal>(`/api/users/${fx.ids.ada}/deals?`, 100);
    for (const perPage of [1, 2, 5]) {
      const paged = await follow<Deal>(`/api/users/${fx.ids.ada}/deals?`, perPage);
      expect(paged.map((deal) => deal._id)).toEqual(all.map((deal) => deal._id));
    }
  });

  it("shows a studio's deals as made and a quiet user's as none", async () => {
    const ben = await follow<Deal>(`/api/users/${fx.ids.ben}/deals?`, 2);
    expect(ben.map(summary)).toEqual([
      "made Ada Props 1 with Ada Voxel",
      "made Ada Props 3 with Ada Voxel",
      "made Ada Props 1 with Ada Voxel",
    ]);
    expect(ben.map((deal) => deal.counterparty.address)).toEqual([WALLETS.ada1, WALLETS.ada2, WALLETS.ada1]);
    expect(await data(`/api/users/${fx.ids.dora}/deals`)).toEqual({ data: [], nextCursor: null });
  });
});

describe("GET /api/users", () => {
  const list = (query: string, perPage = 100) =>
    follow<UserListCard>(`/api/users?${query}`, perPage).then((cards) => cards.map((card) => card.name));

  it("lists users newest first, admins under All only", async () => {
    const everyone = ["Dora Quiet", "Root Admin", "Cleo Mesh", "Ben Ironclad", "Ada Voxel"];
    expect(await list("")).toEqual(everyone);
    expect(await list("type=all", 2)).toEqual(everyone);
    expect(await list("type=studio")).toEqual(["Ben Ironclad"]);
    expect(await list("type=creator", 1)).toEqual(["Dora Quiet", "Cleo Mesh", "Ada Voxel"]);
  });

  it("gives each card its figures", async () => {
    const cards = await follow<UserListCard>("/api/users?type=creator", 100);
    expect(cards.find((card) => card.name === "Ada Voxel")).toMatchObject({
      _id: fx.ids.ada,
      address: WALLETS.ada2,
      avatarUrl: "/api/images/image-ada-avatar",
      type: "creator",
      stats: { assetsCreated: 4, collections: 2 },
    });
  });

  it("finds users by name as the header search does: prefixes, typos, best match first", async () => {
    expect(await list("search=vox")).toEqual(["Ada Voxel"]);
    expect(await list("search=Voxle")).toEqual(["Ada Voxel"]);
    expect(await list("search=ada&type=studio")).toEqual([]);
    expect(await list("search=!!!")).toEqual([]);
    const prefixed = await list("search=a");
    expect([...prefixed].sort()).toEqual(["Ada Voxel", "Root Admin"]);
    expect(await list("search=a", 1)).toEqual(prefixed);
    expect(await list("search=%20%20")).toHaveLength(5);
  });

  it("refuses bad paging, types and searches with a 400", async () => {
    for (const query of [
      "perPage=0",
      "type=admin",
      `search=${"x".repeat(10_000)}`,
      "cursor=%25%25",
      "cursor=WzEsMl0",
      "search=ada&cursor=WyJ4Il0",
    ]) {
      const response = await fx.app.inject({ url: `/api/users?${query}` });
      expect(response.statusCode, `${query.slice(0, 40)}: ${response.body.slice(0, 200)}`).toBe(400);
    }
    for (const tail of ["collections?filter=mine", "collections?cursor=WzEsMl0", "deals?cursor=WzEsMl0"]) {
      const response = await fx.app.inject({ url: `/api/users/${fx.ids.ada}/${tail}` });
      expect(response.statusCode, tail).toBe(400);
    }
  });
});
