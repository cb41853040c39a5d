import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../testing/create-test-db.ts";
import type { Database } from "../db/database.ts";
import { userAddresses, users } from "../db/schema.ts";
import { withActivityPeople } from "./activity-people.ts";

const ADA = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const ADA_SECOND = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
const STRANGER = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";

describe("activity rows with the people behind their addresses", () => {
  let database: Database;
  beforeEach(async () => (database = await createTestDb()));
  afterEach(async () => database?.close());

  it("names a party whose address belongs to a user, by any of their wallets, and leaves the rest null", async () => {
    const [ada] = await database.db
      .insert(users)
      .values({ name: "Ada Forge", email: "ada@example.com", type: "creator", defaultAddress: ADA })
      .returning({ id: users.id });
    await database.db.insert(userAddresses).values([
      { address: ADA, userId: ada!.id },
      { address: ADA_SECOND, userId: ada!.id },
    ]);
    const page = await withActivityPeople(database.db, {
      data: [
        { event: "Minted", from: null, to: ADA },
        { event: "Transfered", from: ADA_SECOND, to: STRANGER },
      ],
      nextCursor: "next",
    });
    const ref = { _id: ada!.id, name: "Ada Forge" };
    expect(page).toEqual({
      nextCursor: "next",
      data: [
        { event: "Minted", from: null, to: ADA, fromUser: null, toUser: ref },
        { event: "Transfered", from: ADA_SECOND, to: STRANGER, fromUser: ref, toUser: null },
      ],
    });
  });
});
