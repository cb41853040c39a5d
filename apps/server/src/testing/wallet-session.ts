import type { UserType } from "@meshlink/domain/constants/user-types";
import type { Db } from "../db/database.ts";
import { sessions, userAddresses, users } from "../db/schema.ts";
import { demoAccount } from "../seed/demo-users.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";

export type WalletSession = Awaited<ReturnType<typeof walletSession>>;

/**
 * A registered user on anvil account `index` (unlocked, funded: it can send Store transactions)
 * with a live session, written straight into `db` as if they had signed in.
 */
export async function walletSession(db: Db, index: number, fields: { name: string; type: UserType }) {
  const account = demoAccount(index);
  const address = account.address.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ ...fields, email: `wallet${index}@example.com`, defaultAddress: address })
    .returning();
  await db.insert(userAddresses).values({ address, userId: user!.id });
  const headers = await newSession(db, user!.id, address);
  return { id: user!.id, address, account, type: fields.type, headers };
}

/** Another session for a user: the bearer header that carries it. */
export async function newSession(db: Db, userId: string, address: string) {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    userId,
    address,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { authorization: `Bearer ${token}` };
}
