import type { ComponentHealth, Health, SeedHealth } from "@meshlink/domain/health.types";
import { sql } from "drizzle-orm";
import type { DatabaseDriver, Db } from "../db/database.ts";

export type ChainHealth = NonNullable<Health["chain"]>;
export type IndexerHealth = NonNullable<Health["indexer"]>;

export type HealthDeps = {
  db: Db;
  driver: DatabaseDriver;
  /** Plugged in once the server is configured with a chain (contracts issue). */
  checkChain?: () => Promise<ChainHealth>;
  /** Plugged in where this server runs the chain indexer. */
  checkIndexer?: () => Promise<IndexerHealth>;
  /** The demo seed's progress, when this server runs it. */
  seed?: () => SeedHealth | undefined;
  /** Include the underlying error text in `detail`; off in production (it can name hosts). */
  showErrors: boolean;
  timeoutMs?: number;
};

/** Probes every dependency the server needs; `ok` only when all of them answer. */
export async function checkHealth(deps: HealthDeps): Promise<Health> {
  const [database, chain, indexer] = await Promise.all([
    checkDatabase(deps),
    deps.checkChain?.(),
    deps.checkIndexer?.(),
  ]);
  const health: Health = {
    ok: database.ok && (chain?.ok ?? true) && (indexer?.ok ?? true),
    database: { ...database, driver: deps.driver },
  };
  if (chain) health.chain = chain;
  const seed = deps.seed?.();
  if (seed) health.seed = seed;
  health.ok &&= seed?.ok ?? true;
  if (indexer) health.indexer = indexer;
  return health;
}

async function checkDatabase({ db, showErrors, timeoutMs = 2000 }: HealthDeps): Promise<ComponentHealth> {
  const started = performance.now();
  const latency = () => Math.round((performance.now() - started) * 100) / 100;
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
    return { ok: true, latencyMs: latency(), detail: "select 1 answered" };
  } catch (error) {
    const reason = showErrors && error instanceof Error ? `: ${error.message}` : "";
    return { ok: false, latencyMs: latency(), detail: `database unreachable${reason}` };
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
