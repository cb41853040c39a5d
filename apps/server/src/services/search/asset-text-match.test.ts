import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { assets } from "../../db/schema.ts";
import { assetTextCondition, assetTextRank } from "../../db/queries/text-match.ts";
import { resolveSearch } from "./resolve-search.ts";
import { searchTestRows } from "../../testing/search-test-rows.ts";

// The browse list's name search on the real database: prefixes as you type, typos corrected
// against the dictionary the triggers keep, ranked shorter names first.
describe("asset text match", () => {
  let database: Database;
  let rows: ReturnType<typeof searchTestRows>;
  const search = async (text: string) => {
    const resolved = await resolveSearch(database.db, text);
    if (!resolved) return null;
    const rows = await database.db
      .select({ name: assets.name })
      .from(assets)
      .where(assetTextCondition(resolved))
      .orderBy(desc(assetTextRank(resolved)), assets.name);
    return { corrected: resolved.corrected, names: rows.map((row) => row.name) };
  };

  beforeAll(async () => {
    database = await createTestDb();
    rows = searchTestRows(database.db);
    const user = await rows.addUser("Ada");
    const collection = await rows.addCollection(user.id, "Armoury");
    for (const name of [
      "Red Dragon",
      "Dragon Sword of the North",
      "Iron Sword",
      "Swordfish",
      "Lord Helmet",
      "AK47 Rifle",
    ]) {
      await rows.addAsset(collection, name);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it("searches for nothing when the text holds no letter or digit", async () => {
    expect(await resolveSearch(database.db, "")).toBeNull();
    expect(await resolveSearch(database.db, "  ?!*'& ")).toBeNull();
  });

  it("finds a known word and every name with a word beginning with it, whole words and short names first", async () => {
    expect(await search("Sword")).toEqual({
      corrected: null,
      names: ["Iron Sword", "Swordfish", "Dragon Sword of the North"],
    });
  });

  it("takes a word being typed as a prefix, not as a typo", async () => {
    expect(await search("drag")).toEqual({
      corrected: null,
      names: ["Red Dragon", "Dragon Sword of the North"],
    });
  });

  it.each([
    ["dargon", "dragon", ["Red Dragon", "Dragon Sword of the North"]],
    ["swrod", "sword", ["Iron Sword", "Swordfish", "Dragon Sword of the North"]],
    ["iorn swrod", "iron sword", ["Iron Sword"]],
    ["helmt", "helmet", ["Lord Helmet"]],
  ])("corrects %s to %s", async (typed, corrected, names) => {
    expect(await search(typed)).toEqual({ corrected, names });
  });

  it("corrects a word two edits away by trigram similarity", async () => {
    expect(await search("swordfsih")).toEqual({ corrected: "swordfish", names: ["Swordfish"] });
  });

  it("ANDs the words, and leaves a word with digits or nothing near it as typed", async () => {
    expect(await search("ak47")).toEqual({ corrected: null, names: ["AK47 Rifle"] });
    expect(await search("dragon iron")).toEqual({ corrected: null, names: [] });
    expect(await search("qzxv")).toEqual({ corrected: null, names: [] });
  });

  it("learns the words of a renamed asset in the same transaction", async () => {
    await database.db.update(assets).set({ name: "Crimson Wyvern" }).where(eq(assets.name, "Red Dragon"));
    expect(await search("wyvren")).toEqual({ corrected: "wyvern", names: ["Crimson Wyvern"] });
  });

  it("searches at most eight words, each of at most 32 characters", async () => {
    const resolved = await resolveSearch(
      database.db,
      `${"x".repeat(40)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ")}`,
    );
    expect(resolved!.words).toHaveLength(8);
    expect(resolved!.words[0]).toBe("x".repeat(32));
  });
  it("finds every word of a name, whatever punctuation stands between them", async () => {
    const user = await rows.addUser("Tomas");
    const collection = await rows.addCollection(user.id, "Odds and ends");
    for (const name of ["Shield/Buckler Pack", "<script>alert(3)</script> Chest", "Ranger v1.2 rig"])
      await rows.addAsset(collection, name);
    expect((await search("buckler"))?.names).toEqual(["Shield/Buckler Pack"]);
    expect((await search("shield pack"))?.names).toEqual(["Shield/Buckler Pack"]);
    expect((await search("alert"))?.names).toEqual(["<script>alert(3)</script> Chest"]);
    expect((await search("v1.2"))?.names).toEqual(["Ranger v1.2 rig"]);
  });
});
