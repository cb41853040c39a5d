import type { ComponentHealth, Health, SeedHealth } from "@meshlink/domain/health.types";
import type { DatabaseDriver, Db } from "../db/database.ts";
import { pingDatabase } from "../db/queries/health.ts";

export type ChainHealth = Health["chains"][number]["chain"];
export type IndexerHealth = NonNullable<Health["chains"][number]["indexer"]>;

/** One followed chain's probes: the node, and the indexer where this server runs it. */
type ChainProbe = {
  chainId: number;
  name: string;
  checkChain: () => Promise<ChainHealth>;
  checkIndexer?: () => Promise<IndexerHealth>;
};

export type HealthDeps = {
  db: Db;
  driver: DatabaseDriver;
  /** Every chain the server follows (CHAINS), in order. */
  chains: readonly ChainProbe[];
  /** The demo seed's progress, when this server runs it. */
  seed?: () => SeedHealth | undefined;
  /** Include the underlying error text in `detail`; off in production (it can name hosts). */
  showErrors: boolean;
  timeoutMs?: number;
};

/**
 * Probes every dependency: `ok` when all of them answer; `degraded` when some chain does not but
 * the database and another chain do (its pages and the other chains go on); `unavailable` (503)
 * when the database, every chain, or the demo seed is not there.
 */
export async function checkHealth(deps: HealthDeps): Promise<Health> {
  const [database, chains] = await Promise.all([
    checkDatabase(deps),
    Promise.all(
      deps.chains.map(async (probe) => {
        const [chain, indexer] = await Promise.all([probe.checkChain(), probe.checkIndexer?.()]);
        const ok = chain.ok && (indexer?.ok ?? true);
        return { chainId: probe.chainId, name: probe.name, ok, chain, ...(indexer && { indexer }) };
      }),
    ),
  ]);
  const seed = deps.seed?.();
  const chainsUp = chains.filter((chain) => chain.ok).length;
  const ready = database.ok && (seed?.ok ?? true) && (chains.length === 0 || chainsUp > 0);
  const status = !ready ? "unavailable" : chainsUp === chains.length ? "ok" : "degraded";
  return {
    ok: status === "ok",
    status,
    database: { ...database, driver: deps.driver },
    chains,
    ...(seed && { seed }),
  };
}

async function checkDatabase({ db, showErrors, timeoutMs = 2000 }: HealthDeps): Promise<ComponentHealth> {
  const started = performance.now();
  const latency = () => Math.round((performance.now() - started) * 100) / 100;
  try {
    await withTimeout(pingDatabase(db), timeoutMs);
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
