import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { rowsOf } from "../rows-of.ts";
import { collectionStats, collections, featuredCollections } from "../schema.ts";

// The catalog's collection rows and the admin's featured pick, one function per question, the
// database or a transaction first. A collection is keyed by its chain and address.

type CollectionRow = typeof collections.$inferSelect;

/** The collection a creating transaction recorded on a chain. */
export async function findCollectionByCreateTx(
  db: Db,
  chainId: number,
  txHash: string,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.chainId, chainId), eq(collections.createdTx, txHash)));
  return row;
}

/** The new collection's row; undefined when one with its key or transaction is there already. */
export async function insertCollection(
  db: Db,
  values: typeof collections.$inferInsert,
): Promise<CollectionRow | undefined> {
  const [row] = await db.insert(collections).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's collections, newest first, on one chain or all. */
export async function findUserCollections(
  db: Db,
  userId: string,
  chainId?: number,
): Promise<CollectionRow[]> {
  const where: SQL[] = [eq(collections.userId, userId)];
  if (chainId !== undefined) where.push(eq(collections.chainId, chainId));
  return db
    .select()
    .from(collections)
    .where(and(...where))
    .orderBy(desc(collections.createdAt));
}

/** The collections at these addresses on a chain, whoever made them. */
export async function findCollectionsAt(
  db: Db,
  chainId: number,
  addresses: readonly string[],
): Promise<CollectionRow[]> {
  if (addresses.length === 0) return [];
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.chainId, chainId), inArray(collections.address, [...addresses])));
}

/** The user's collections on a chain among `addresses`. */
export async function findUserCollectionsAt(
  db: Db,
  where: { chainId: number; userId: string; addresses: string[] },
): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.chainId, where.chainId),
        eq(collections.userId, where.userId),
        inArray(collections.address, where.addresses),
      ),
    );
}

/**
 * The collection a page URL names (`/collection/{name}/{userId}`): names are not unique on-chain, so
 * the owner's newest collection of that name.
 */
export async function findNewestCollectionNamed(
  db: Db,
  name: string,
  userId: string,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.name, name), eq(collections.userId, userId)))
    .orderBy(desc(collections.createdAt))
    .limit(1);
  return row;
}

/** The item count the collection's statistics keep on every write (0 before any). */
export async function findCollectionItemCount(db: Db, collectionId: string): Promise<number> {
  const [stats] = await db
    .select({ itemCount: collectionStats.itemCount })
    .from(collectionStats)
    .where(eq(collectionStats.collectionId, collectionId));
  return stats?.itemCount ?? 0;
}

/** How many of `ids` name a collection. */
export async function countCollectionsAmong(db: Db, ids: readonly string[]): Promise<number> {
  const result: unknown = await db.execute(
    sql`select id from collections where id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`}`,
  );
  return rowsOf(result).length;
}

/** Replaces the featured pick with `collectionIds` in their order (none: no pick). */
export async function replaceFeaturedPick(
  db: Db,
  adminId: string,
  collectionIds: readonly string[],
): Promise<void> {
  await db.delete(featuredCollections);
  if (collectionIds.length > 0)
    await db
      .insert(featuredCollections)
      .values(collectionIds.map((collectionId, position) => ({ collectionId, position, pickedBy: adminId })));
}

export type SlideRow = {
  collection_id: string;
  name: string;
  address: string;
  chain_id: number;
  user_id: string;
  description: string;
  logo_key: string | null;
  banner_key: string | null;
  floor: number | null;
  volume: number;
};

// A home carousel slide's figures come from the kept statistics (docs/decisions/016).
const SLIDE_COLUMNS = sql`s.collection_id, c.name, s.address, s.chain_id, s.user_id, c.description, c.logo_key,
  c.banner_key, s.floor, s.volume_7d as volume`;

/** The admin's featured pick, in its order. */
export async function findPickedSlides(db: Db): Promise<SlideRow[]> {
  return rowsOf<SlideRow>(
    await db.execute(sql`select ${SLIDE_COLUMNS} from featured_collections f
      join collection_stats s on s.collection_id = f.collection_id join collections c on c.id = f.collection_id
      order by f.position`),
  );
}

/** The top `limit` collections by 7D volume. */
export async function findTopSlidesByVolume(db: Db, limit: number): Promise<SlideRow[]> {
  return rowsOf<SlideRow>(
    await db.execute(sql`select ${SLIDE_COLUMNS} from collection_stats s join collections c on c.id = s.collection_id
      order by s.volume_7d desc, s.collection_id desc limit ${limit}`),
  );
}

/** The bounds a slide shows its figures against: each one end of an index. */
export async function findSlideBounds(db: Db) {
  const [bounds] = rowsOf<{ max_volume: number | null; min_floor: number | null }>(
    await db.execute(sql`select (select max(volume_7d) from collection_stats) as max_volume,
      (select min(coalesce(floor, 2147483647)) from collection_stats) as min_floor`),
  );
  return bounds;
}
