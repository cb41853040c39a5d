import { eq, like } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { appMeta } from "../db/schema.ts";

const PREFIX = "demo_seed/";

/**
 * What each step of the demo seed produced, kept in app_meta, so a seed cut off by a crash resumes
 * where it stopped instead of creating the first steps' collections and assets twice.
 */
export type SeedJournal = {
  /** The value recorded for `step`, or what `work` resolves to, recorded before it is returned. */
  once<T>(step: string, work: () => Promise<T>): Promise<T>;
  /** Drops `step`'s record, so the next `once` does its work again. */
  forget(step: string): Promise<void>;
  /** Drops every step's record once the whole seed is done. */
  clear(): Promise<void>;
};

/**
 * The journal of the demo seed; with `scope`, of one part of it, whose steps' names then need not
 * differ from another part's (the same steps on another chain). `clear` drops the scope's records.
 */
export function seedJournal(db: Db, scope?: string): SeedJournal {
  const prefix = scope === undefined ? PREFIX : `${PREFIX}${scope}/`;
  return {
    async once<T>(step: string, work: () => Promise<T>) {
      const key = prefix + step;
      const [known] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      if (known) return JSON.parse(known.value) as T;
      const value = await work();
      await db.insert(appMeta).values({ key, value: JSON.stringify(value) });
      return value;
    },
    async forget(step) {
      await db.delete(appMeta).where(eq(appMeta.key, prefix + step));
    },
    async clear() {
      await db.delete(appMeta).where(like(appMeta.key, `${prefix}%`));
    },
  };
}
