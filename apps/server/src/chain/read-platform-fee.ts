import { storeAbi } from "@meshlink/contracts/generated";
import type { ChainConnection } from "./chain-connection.ts";
import { ChainUnavailable } from "./chain-unavailable.ts";

/** The Store's PLATFORM_FEE_BPS, a constant fixed at deployment; undefined without a Store. */
// A chain that does not answer is a ChainUnavailable (503), never the RPC client's message.
export async function readPlatformFee(chain: ChainConnection): Promise<number | undefined> {
  if (!chain.storeAddress) return undefined;
  const fee = await chain.client
    .readContract({ address: chain.storeAddress, abi: storeAbi, functionName: "PLATFORM_FEE_BPS" })
    .catch((error: unknown) => {
      throw new ChainUnavailable(error);
    });
  return Number(fee);
}

/** readPlatformFee remembered after the first answer (the fee is a compile-time constant). */
export function cachedPlatformFee(chain: ChainConnection | undefined): () => Promise<number | undefined> {
  let known: Promise<number | undefined> | undefined;
  return () => {
    if (!chain) return Promise.resolve(undefined);
    known ??= readPlatformFee(chain).catch((error: unknown) => {
      known = undefined;
      throw error;
    });
    return known;
  };
}
