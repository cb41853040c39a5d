import { ZChainsEntry, ZChainsResponse } from "@meshlink/domain/chains-api.types";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

// An `rpcUrl` per chain is read when the server offers one (the local chain's port can change).
const ZServedChains = ZChainsResponse.extend({
  chains: z.array(ZChainsEntry.extend({ rpcUrl: z.url().optional() })),
});
export type ServedChains = z.infer<typeof ZServedChains>;

/** GET /api/chains, or null when the server cannot say (the wallet then offers public chains only). */
export async function fetchServedChains(): Promise<ServedChains | null> {
  try {
    return await apiRequest("/api/chains", { schema: ZServedChains });
  } catch {
    return null;
  }
}
