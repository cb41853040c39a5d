import { z } from "zod";

// Spec section 3: an asset carries its chain as name, symbol and chainId. The list of supported
// chains and their contract addresses is the contracts package's (packages/domain/src/chains.ts);
// this is only the summary the API embeds.
export const ZBlockchainSummary = z.object({
  name: z.string().min(1),
  symbol: z.string().min(1),
  chainId: z.number().int().positive(),
});
export type BlockchainSummary = z.infer<typeof ZBlockchainSummary>;
