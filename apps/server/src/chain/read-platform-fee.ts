import { setTimeout as sleep } from "node:timers/promises";
import { storeAbi } from "@meshlink/contracts/generated";
import type { Chains } from "./chain-connection.ts";

// /api/chains waits this long for a chain's answer; a chain that is down shows no fee, not a slow page.
const ANSWER_WITHIN_MS = 2000;

/**
 * Each followed Store's PLATFORM_FEE_BPS (fixed at deployment), remembered after its first answer;
 * undefined for a chain without a Store or that does not answer (asked again next time).
 */
export function platformFees(chains: Chains): (chainId: number) => Promise<number | undefined> {
  const known = new Map<number, number>();
  return async (chainId) => {
    const remembered = known.get(chainId);
    if (remembered !== undefined) return remembered;
    const chain = chains.get(chainId);
    if (!chain?.storeAddress) return undefined;
    const read = chain.client
      .readContract({ address: chain.storeAddress, abi: storeAbi, functionName: "PLATFORM_FEE_BPS" })
      .then(Number)
      .catch(() => undefined);
    const fee = await Promise.race([read, sleep(ANSWER_WITHIN_MS, undefined, { ref: false })]);
    if (fee !== undefined) known.set(chainId, fee);
    return fee;
  };
}
