import { type DeploymentRecord, readDeploymentsSync } from "@meshlink/contracts/deployments-file";
import { localDeployment } from "@meshlink/contracts/generated";
import type { ChainSettings } from "../config-chains.ts";

/**
 * Where a remote chain's Store lives and where its indexer starts: the CHAINS entry's own values,
 * else the deploy command's record of that chain (packages/contracts/deployments), else the
 * deterministic address every deployment through the CREATE2 proxy gets (decision 021).
 */
export function storeOf(
  settings: ChainSettings,
  deployments: ReadonlyMap<number, DeploymentRecord> = readDeploymentsSync(),
): { storeAddress: `0x${string}`; startBlock: number } {
  const record = deployments.get(settings.chainId);
  return {
    storeAddress: settings.storeAddress ?? record?.storeAddress ?? localDeployment.storeAddress,
    startBlock: settings.explicitStartBlock ?? record?.blockNumber ?? settings.indexer.startBlock,
  };
}
