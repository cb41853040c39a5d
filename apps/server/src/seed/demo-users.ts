import { ANVIL_MNEMONIC } from "@meshlink/domain/constants/anvil-accounts";
import { eq } from "drizzle-orm";
import { mnemonicToAccount } from "viem/accounts";
import type { Db } from "../db/database.ts";
import { userAddresses, users } from "../db/schema.ts";
import { makeAdmin } from "../services/users/make-admin.ts";
import type { DemoUser } from "./demo-catalog.ts";

const accounts = new Map<number, ReturnType<typeof mnemonicToAccount>>();

/**
 * The anvil account `index` of the seeded users. Deriving one from the mnemonic runs 2,048 rounds
 * of PBKDF2 in JavaScript (~50 ms, blocking): the seed asks for the same few accounts at every
 * step, and on a first start it runs beside the first page requests, so each is derived once.
 */
export function demoAccount(index: number) {
  let account = accounts.get(index);
  if (!account) {
    account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
    accounts.set(index, account);
  }
  return account;
}

/**
 * The demo users with their wallets, verified, as if they had registered; admins are made with
 * makeAdmin like `npm run user:admin`. A user already there (an interrupted seed) is reused.
 */
export async function ensureDemoUser(db: Db, demo: DemoUser) {
  const address = demoAccount(demo.accountIndex).address.toLowerCase();
  const [known] = await db.select().from(userAddresses).where(eq(userAddresses.address, address));
  let userId = known?.userId;
  if (!userId) {
    const [user] = await db
      .insert(users)
      .values({
        name: demo.name,
        email: `${demo.key}@demo.meshlink.local`,
        emailVerifiedAt: new Date(),
        type: demo.type === "admin" ? "creator" : demo.type,
        defaultAddress: address,
        description: demo.description,
      })
      .returning({ id: users.id });
    userId = user!.id;
    await db.insert(userAddresses).values({ address, userId });
  }
  if (demo.type === "admin") await makeAdmin({ db }, address);
  return { id: userId, addresses: [address] };
}
