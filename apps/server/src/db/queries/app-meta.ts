import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../database.ts";
import { appMeta } from "../schema.ts";

/**
 * The id this installation's database got when it was first migrated. It tells logs and support
 * requests from different installations apart and stays the same across restarts and servers.
 */
export async function ensureInstanceId({ db }: { db: Db }): Promise<string> {
  await db.insert(appMeta).values({ key: "instance_id", value: randomUUID() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "instance_id"));
  if (!row) throw new Error("app_meta has no instance_id after inserting it");
  return row.value;
}
