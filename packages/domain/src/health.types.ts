import { z } from "zod";

export const ZComponentHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  detail: z.string(),
});
export type ComponentHealth = z.infer<typeof ZComponentHealth>;

// The demo seed that `npm start` runs on the local chain after listening: not ok until it is done.
export const ZSeedHealth = z.object({
  ok: z.boolean(),
  state: z.enum(["waiting", "running", "done", "skipped", "failed"]),
  detail: z.string(),
});
export type SeedHealth = z.infer<typeof ZSeedHealth>;

// `chain` stays absent until the server is configured with a chain (contracts issue).
export const ZHealth = z.object({
  ok: z.boolean(),
  database: ZComponentHealth.extend({ driver: z.enum(["pglite", "postgres"]) }),
  chain: ZComponentHealth.extend({
    chainId: z.number().int(),
    // Absent when the chain did not answer.
    blockNumber: z.number().int().nonnegative().optional(),
    storeAddress: z.string().optional(),
    /** True when the Store's code is at `storeAddress`. */
    storeDeployed: z.boolean().optional(),
  }).optional(),
  // Present where this server runs the chain indexer. Not ok (degraded) while it cannot apply the
  // next block (docs/decisions/004-indexer.md); `lag` is how many blocks the index is behind the head.
  indexer: ZComponentHealth.extend({
    indexedBlock: z.number().int().nonnegative().optional(),
    headBlock: z.number().int().nonnegative().optional(),
    lag: z.number().int().nonnegative().optional(),
  }).optional(),
  seed: ZSeedHealth.optional(),
});
export type Health = z.infer<typeof ZHealth>;
