import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../db/database.ts";
import * as schema from "../db/schema.ts";

type Query = { text: string; params: unknown[] };
type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
};
type Explained = { Plan: PlanNode; "Execution Time": number };

/** What one request asked of the database, as EXPLAIN ANALYZE ran it again on the same data. */
export type RequestPlans = {
  queries: number;
  /** Summed "Execution Time" of the request's queries: the database's own part of the request. */
  databaseMs: number;
  /** Each scan of a table, as "Index Scan on assets (assets_pkey)". */
  scans: string[];
  /** The most rows any one scan of a big table handed on: a page's worth, or a whole table's. */
  mostRowsScanned: number;
  /**
   * The most rows any one scan read from a big table itself: as `mostRowsScanned`, except that an
   * index-only scan counts only the rows it had to look up (its heap fetches).
   */
  mostRowsFetched: number;
  /** The slowest query: its execution time and the start of its text. */
  slowest: { ms: number; text: string };
  /** Sequential scans of big tables (over 10k rows unless told): what an index keeps out. */
  bigSeqScans: string[];
};

/**
 * A second handle on the same database connection whose Drizzle logger records every query the
 * services send, so that each can be explained with its own parameters afterwards. The timed
 * requests use the product's own handle; only the plan pass goes through this one.
 */
export function recordingDatabase(database: Database, { bigTableRows = 10_000 } = {}) {
  let recorded: Query[] | undefined;
  const logger = { logQuery: (text: string, params: unknown[]) => recorded?.push({ text, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.driver === "postgres"
    ? drizzlePostgres({ client: client as never, schema, logger })
    : drizzlePglite({ client: client as never, schema, logger })) as unknown as Db;
  const run = async (text: string, params: unknown[]) =>
    (
      await (
        client as { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
      ).query(text, params)
    ).rows;

  return {
    database: { ...database, db } satisfies Database,
    /** The queries `request` sends, explained (ANALYZE) one by one on the same data. */
    plansOf: async (request: () => Promise<unknown>): Promise<RequestPlans> => {
      recorded = [];
      await request();
      const queries = recorded;
      recorded = undefined;
      const big = await bigTables(run, bigTableRows);
      const plans: RequestPlans = {
        queries: queries.length,
        databaseMs: 0,
        scans: [],
        mostRowsScanned: 0,
        mostRowsFetched: 0,
        slowest: { ms: 0, text: "" },
        bigSeqScans: [],
      };
      for (const query of queries) {
        if (!/^\s*(select|with)\b/i.test(query.text)) continue;
        const [row] = await run(`explain (analyze, format json) ${query.text}`, query.params);
        const cell = Object.values(row!)[0];
        const [explained] = (typeof cell === "string" ? JSON.parse(cell) : cell) as Explained[];
        plans.databaseMs += explained!["Execution Time"];
        if (explained!["Execution Time"] > plans.slowest.ms) {
          plans.slowest = { ms: explained!["Execution Time"], text: query.text.slice(0, 300) };
        }
        for (const node of nodesOf(explained!.Plan)) {
          const table = node["Relation Name"];
          if (!table) continue;
          const index = node["Index Name"] ? ` (${node["Index Name"]})` : "";
          plans.scans.push(`${node["Node Type"]} on ${table}${index}`);
          if (!big.has(table)) continue;
          const handedOn = node["Actual Rows"] * node["Actual Loops"];
          plans.mostRowsScanned = Math.max(plans.mostRowsScanned, handedOn);
          const fetched = node["Node Type"] === "Index Only Scan" ? (node["Heap Fetches"] ?? 0) : handedOn;
          plans.mostRowsFetched = Math.max(plans.mostRowsFetched, fetched);
          if (node["Node Type"] === "Seq Scan") plans.bigSeqScans.push(table);
        }
      }
      return plans;
    },
  };
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

async function bigTables(
  run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  minRows: number,
) {
  const rows = await run(
    `select relname from pg_class where relkind = 'r' and reltuples > $1 and relnamespace = 'public'::regnamespace`,
    [minRows],
  );
  return new Set(rows.map((row) => String(row.relname)));
}

/** The server's version, for the figures' heading. */
export async function versionOf(db: Db) {
  const result: unknown = await db.execute(sql`select version() as version`);
  const [row] = (result as { rows: { version: string }[] }).rows;
  return row!.version.split(" ").slice(0, 2).join(" ");
}
