import type { ChainHealth } from "../services/check-health.ts";
import type { ChainConnection } from "./chain-connection.ts";

/**
 * The /api/health probe for a chain: its id, head block and whether the Store's code is there.
 * `ok` needs both an answer and, where a Store is configured, its code.
 */
export function chainHealthCheck(
  chain: ChainConnection,
  { showErrors, timeoutMs = 2000 }: { showErrors: boolean; timeoutMs?: number },
) {
  return async (): Promise<ChainHealth> => {
    const started = performance.now();
    const latencyMs = () => Math.round((performance.now() - started) * 100) / 100;
    const base = { chainId: chain.chainId, storeAddress: chain.storeAddress };
    try {
      const [blockNumber, code] = await withTimeout(
        Promise.all([
          chain.client.getBlockNumber({ cacheTime: 0 }),
          chain.storeAddress ? chain.client.getCode({ address: chain.storeAddress }) : undefined,
        ]),
        timeoutMs,
      );
      const storeDeployed = (code ?? "0x") !== "0x";
      const ok = !chain.storeAddress || storeDeployed;
      const detail = !chain.storeAddress
        ? "no Store address configured for this chain"
        : storeDeployed
          ? "Store deployed"
          : "no Store code at the configured address";
      return { ...base, ok, latencyMs: latencyMs(), detail, blockNumber: Number(blockNumber), storeDeployed };
    } catch (error) {
      const reason = showErrors && error instanceof Error ? `: ${error.message.split("\n")[0]}` : "";
      return { ...base, ok: false, latencyMs: latencyMs(), detail: `chain unreachable${reason}` };
    }
  };
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
