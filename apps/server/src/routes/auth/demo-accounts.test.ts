import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-catalog.ts";
import { demoAccount, ensureDemoUser } from "../../seed/demo-users.ts";
import { startTestChain, type TestChain } from "../../testing/start-test-chain.ts";
import { buildAuthTestApp } from "../../testing/auth-test-kit.ts";

type Listed = { index: number; address: string; user: { _id: string; name: string; type: string } | null };

describe("GET /api/auth/demo-accounts", () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  }, 180_000);
  afterAll(() => chain?.dispose());

  it("lists anvil's accounts as the seed and the database name them, fresh ones last", async () => {
    const { app, db } = await buildAuthTestApp({}, { chains: [chain.connection] });
    try {
      const ada = DEMO_USERS.find((user) => user.type === "creator")!;
      const { id: adaId } = await ensureDemoUser(db, ada);
      // A fresh account someone registered since is listed under their name too.
      const { id: zedId } = await ensureDemoUser(db, {
        key: "zed",
        name: "Zed Studio",
        type: "studio",
        accountIndex: 2,
        description: "",
      });

      const response = await app.inject({ method: "GET", url: "/api/auth/demo-accounts" });
      expect(response.statusCode).toBe(200);
      const listed = response.json<{ data: Listed[] }>().data;
      const address = (index: number) => ANVIL_ACCOUNT_ADDRESSES[index]!.toLowerCase();
      expect(listed.slice(0, 2)).toEqual([
        { index: 2, address: address(2), user: { _id: zedId, name: "Zed Studio", type: "studio" } },
        {
          index: ada.accountIndex,
          address: address(ada.accountIndex),
          user: { _id: adaId, name: ada.name, type: "creator" },
        },
      ]);
      // The other accounts the seed will fill are not offered as fresh while it has not.
      const seedIndexes = new Set(DEMO_USERS.map((user) => user.accountIndex));
      const fresh = [...ANVIL_ACCOUNT_ADDRESSES.keys()].filter(
        (index) => index !== 2 && !seedIndexes.has(index),
      );
      expect(listed.slice(2)).toEqual(fresh.map((index) => ({ index, address: address(index), user: null })));
    } finally {
      await app.close();
    }
  });

  it("is not served unless the server runs on the local chain", async () => {
    const { app } = await buildAuthTestApp();
    try {
      expect((await app.inject({ method: "GET", url: "/api/auth/demo-accounts" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("names the addresses anvil derives from its test mnemonic", () => {
    ANVIL_ACCOUNT_ADDRESSES.forEach((address, index) => expect(demoAccount(index).address).toBe(address));
  });
});
