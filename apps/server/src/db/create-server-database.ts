import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "./database.ts";
import { openPostgres } from "./open-postgres.ts";

type ServerDatabase = Database & {
  /** Closes the connections and keeps the database (a template others are copied from). */
  disconnect: () => Promise<void>;
};

/**
 * A new, uniquely named database on the PostgreSQL server at `serverUrl` (empty, or a copy of
 * `template`), dropped again by `close()`.
 */
export async function createServerDatabase(
  serverUrl: string,
  { name = `meshlink_test_${Date.now()}_${randomBytes(4).toString("hex")}`, template = "" } = {},
): Promise<ServerDatabase> {
  const from = template ? ` TEMPLATE "${template}"` : "";
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    disconnect: database.close,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

export async function withAdminClient(serverUrl: string, run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
