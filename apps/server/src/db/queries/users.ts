import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { emailVerifications, userAddresses, users } from "../schema.ts";

// Users, their wallets (user_addresses) and their email verification links. Each function takes
// the database or a transaction first.

type UserRow = typeof users.$inferSelect;

// pg_advisory_xact_lock key of the name check ("MLnm").
const USER_NAMES_LOCK = 0x4d4c6e6d;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return user;
}

/**
 * The user's id and every wallet they registered, oldest first (ties by address), in one query;
 * undefined when no user has this id (which must be a uuid).
 */
export async function findUserWithWallets(db: Db, id: string) {
  const result = await db.execute(sql`select u.id,
      array(select ua.address from user_addresses ua where ua.user_id = u.id order by ua.created_at, ua.address) as wallets
    from users u where u.id = ${id}`);
  const [row] = (result as { rows: { id: string; wallets: string[] }[] }).rows;
  return row;
}

/** The user's wallets, oldest first (ties by address). */
export async function findUserWallets(db: Db, userId: string) {
  return db
    .select({ address: userAddresses.address })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.address));
}

/** The id of the user who registered this wallet (lowercase). */
export async function findWalletUserId(db: Db, address: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userAddresses.userId })
    .from(userAddresses)
    .where(eq(userAddresses.address, address));
  return row?.userId;
}

/** Every wallet of the user who registered `wallet` (none when no user did). */
export async function findSameUserWallets(db: Db, wallet: string) {
  return db
    .select({ address: userAddresses.address })
    .from(userAddresses)
    .where(
      inArray(
        userAddresses.userId,
        db
          .select({ userId: userAddresses.userId })
          .from(userAddresses)
          .where(eq(userAddresses.address, wallet)),
      ),
    );
}

/** The wallet if it is this user's, share-locked so it cannot leave them before the transaction ends. */
export async function lockUserWallet(tx: Db, userId: string, address: string) {
  const [owned] = await tx
    .select({ address: userAddresses.address })
    .from(userAddresses)
    .where(and(eq(userAddresses.address, address), eq(userAddresses.userId, userId)))
    .for("share");
  return owned;
}

/** The users behind these wallets, by the addresses' primary key; unregistered ones are absent. */
export async function findWalletUsers(db: Db, addresses: readonly string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({ address: userAddresses.address, id: users.id, name: users.name, type: users.type })
    .from(userAddresses)
    .innerJoin(users, eq(users.id, userAddresses.userId))
    .where(inArray(userAddresses.address, [...addresses]));
}

/** Adds a wallet to a user; false when the wallet is already registered (to anyone). */
export async function insertUserWallet(db: Db, userId: string, address: string): Promise<boolean> {
  const inserted = await db
    .insert(userAddresses)
    .values({ address, userId })
    .onConflictDoNothing({ target: userAddresses.address })
    .returning({ address: userAddresses.address });
  return inserted.length > 0;
}

/** The id of the user with this email (lowercase), other than `exceptUserId`. */
export async function findUserIdByEmail(db: Db, email: string, exceptUserId?: string) {
  const byEmail = eq(users.email, email);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? byEmail : and(byEmail, ne(users.id, exceptUserId)));
  return row?.id;
}

/**
 * Every user's name but `exceptUserId`'s, under the names lock, which a registration and a rename
 * take until their transaction ends: names are compared one change at a time.
 */
export async function lockUserNames(tx: Db, exceptUserId?: string): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_NAMES_LOCK})`);
  const query = tx.select({ name: users.name }).from(users);
  const rows = await (exceptUserId === undefined ? query : query.where(ne(users.id, exceptUserId)));
  return rows.map((row) => row.name);
}

/** Inserts a user with their first wallet; answers the user's id. */
export async function insertUser(tx: Db, user: typeof users.$inferInsert & { defaultAddress: string }) {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error("users insert returned no row");
  await tx.insert(userAddresses).values({ address: user.defaultAddress, userId: row.id });
  return row.id;
}

/** Changes these columns of the user's row (and its updated time). */
export async function updateUser(db: Db, userId: string, changes: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Makes the user who registered this wallet an admin; false when nobody did. */
export async function makeWalletUserAdmin(db: Db, address: string): Promise<boolean> {
  const owner = db
    .select({ userId: userAddresses.userId })
    .from(userAddresses)
    .where(eq(userAddresses.address, address));
  const updated = await db
    .update(users)
    .set({ type: "admin", updatedAt: sql`now()` })
    .where(inArray(users.id, owner))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function insertEmailVerification(db: Db, link: typeof emailVerifications.$inferInsert) {
  await db.insert(emailVerifications).values(link);
}

/** Marks an unused, unexpired verification link used; answers whom and which email it was for. */
export async function spendEmailVerification(db: Db, tokenHash: string) {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return link;
}

/** Marks the user's email verified (from the first time) if it is still `email`; false if not. */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<boolean> {
  const verified = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return verified.length > 0;
}
