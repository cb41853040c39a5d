import { z } from "zod";

const ZComponentHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  detail: z.string(),
});
export type ComponentHealth = z.infer<typeof ZComponentHealth>;

// The demo seed that `npm start` runs on the local chain after listening: not ok until it is done.
const ZSeedHealth = z.object({
  ok: z.boolean(),
  state: z.enum(["waiting", "running", "done", "skipped", "failed"]),
  detail: z.string(),
});
export type SeedHealth = z.infer<typeof ZSeedHealth>;

const ZChainHealth = ZComponentHealth.extend({
  chainId: z.number().int(),
  // Absent when the chain did not answer.
  blockNumber: z.number().int().nonnegative().optional(),
  storeAddress: z.string().optional(),
  /** True when the Store's code is at `storeAddress`. */
  storeDeployed: z.boolean().optional(),
});

// Not ok (degraded) while the indexer cannot apply the next block (docs/decisions/004-indexer.md);
// `lag` is how many blocks the index is behind the head.
const ZIndexerHealth = ZComponentHealth.extend({
  indexedBlock: z.number().int().nonnegative().optional(),
  headBlock: z.number().int().nonnegative().optional(),
  lag: z.number().int().nonnegative().optional(),
});

// One entry per chain the server follows (CHAINS), each with its own indexer where this server runs
// them: a chain that is down is named here as not ok while the others go on.
const ZChainsHealth = z.array(
  z.object({
    chainId: z.number().int(),
    name: z.string(),
    ok: z.boolean(),
    chain: ZChainHealth,
    indexer: ZIndexerHealth.optional(),
  }),
);

// ok: everything answers. degraded: the database and at least one chain answer (the site works on
// those; /api/health still 200). unavailable (503): the database, every chain, or the seed is not ready.
export const ZHealth = z.object({
  ok: z.boolean(),
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: ZComponentHealth.extend({ driver: z.enum(["pglite", "postgres"]) }),
  chains: ZChainsHealth,
  seed: ZSeedHealth.optional(),
});
export type Health = z.infer<typeof ZHealth>;
