import { EVM_CHAINS, findChain } from "@meshlink/domain/chains";
import { z } from "zod";

// The CHAINS variable (docs/decisions/021-several-chains.md): every chain the server follows, each
// reached at its own RPC URLs or run locally, with its Store and how its indexer reads it.

const ZCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const ZKnownChainId = z
  .number()
  .int()
  .positive()
  .refine((chainId) => findChain(chainId) !== undefined, {
    error: `expected the id of a chain MeshLink knows (${EVM_CHAINS.flatMap((chain) => [
      chain.chainId.test,
      chain.chainId.production,
    ])
      .filter((id, index, all) => all.indexOf(id) === index)
      .join(", ")})`,
  });

const ZIndexing = {
  storeAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "expected a 0x-prefixed 20-byte address")
    .transform((value) => value.toLowerCase() as `0x${string}`)
    .optional(),
  startBlock: ZCount.optional(),
  confirmations: ZCount.max(10_000).optional(),
  batchBlocks: z.number().int().min(1).max(100_000).optional(),
};

const ZRemoteChain = z.strictObject({
  chainId: ZKnownChainId,
  rpcUrls: z
    .array(z.url({ protocol: /^https?$/, error: "expected an http(s) URL" }))
    .min(1, "expected at least one RPC URL")
    .max(8)
    .transform((urls) => urls as [string, ...string[]]),
  ...ZIndexing,
});

const ZLocalChain = z.strictObject({ chainId: ZKnownChainId, local: z.literal(true), ...ZIndexing });

export const ZChainEntries = z
  .array(z.union([ZRemoteChain, ZLocalChain]))
  .min(1, "expected at least one chain")
  .max(16)
  .superRefine((entries, context) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.chainId)) {
        context.addIssue({ code: "custom", path: [index, "chainId"], message: "this chain is listed twice" });
      }
      seen.add(entry.chainId);
    });
  });

/** "CHAINS[1] (chain 1328) rpcUrls: …" for each problem: the entry is named by place and chain id. */
export function describeChainProblems(error: z.ZodError, json: unknown): string {
  return error.issues
    .map((issue) => {
      const [index, ...rest] = issue.path;
      if (typeof index !== "number") return issue.message;
      const chainId = (Array.isArray(json) ? (json[index] as { chainId?: unknown }) : undefined)?.chainId;
      const named = typeof chainId === "number" ? ` (chain ${chainId})` : "";
      // A union's problems: say the entry needs rpcUrls or "local": true rather than both branches' detail.
      const message =
        issue.code === "invalid_union"
          ? 'expected {"chainId", "rpcUrls": [...]} or {"chainId", "local": true}, with optional storeAddress, startBlock, confirmations, batchBlocks'
          : issue.message;
      return `[${index}]${named}${rest.length ? ` ${rest.join(".")}` : ""}: ${message}`;
    })
    .join("; ");
}

/** One followed chain, completed with the defaults (config.ts). */
export type ChainSettings = {
  chainId: number;
  name: string;
  /** An anvil chain this server runs, on this port; otherwise `rpcUrls`. */
  local?: { port: number };
  rpcUrls?: [string, ...string[]];
  /** Unset: the deploy command's record of this chain, else the deterministic address. */
  storeAddress: `0x${string}` | undefined;
  indexer: { startBlock: number; confirmations: number | undefined; batchBlocks: number };
  /** The entry's own startBlock, which wins over the deploy command's record. */
  explicitStartBlock: number | undefined;
};
