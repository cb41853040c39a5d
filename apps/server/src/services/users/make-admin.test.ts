import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { userAddresses, users } from "../../db/schema.ts";
import { makeAdmin } from "./make-admin.ts";

const address = "0x00000000000000000000000000000000000000aa";

describe("makeAdmin", () => {
  let database: Database;
  beforeEach(async () => (database = await createTestDb()));
  afterEach(() => database.close());

  it("makes the user who registered the wallet an admin, whatever the address case", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: "Root", email: "root@example.com", type: "creator", defaultAddress: address })
      .returning();
    await database.db.insert(userAddresses).values({ address, userId: user?.id ?? "" });

    expect(await makeAdmin(database, address.toUpperCase().replace("0X", "0x"))).toBe(true);

    const [updated] = await database.db.select({ type: users.type }).from(users);
    expect(updated?.type).toBe("admin");
  });

  it("answers false for a wallet nobody registered", async () => {
    expect(await makeAdmin(database, address)).toBe(false);
  });
});
