import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";

/** The cheapest statement the database answers: the health check's probe. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
