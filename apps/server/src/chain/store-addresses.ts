import { localDeployment } from "@meshlink/contracts/generated";
import { type DeploymentRecord, readDeploymentsSync } from "@meshlink/contracts/deployments-file";
import { SEI_MAINNET_CHAIN_ID, SEI_TESTNET_CHAIN_ID, type StoreAddresses } from "@meshlink/domain/chains";
import type { Config } from "../config.ts";

/**
 * Where the Store lives per chain: the local one from the generated bindings; Sei's from the
 * environment, else from the deploy command's record of that chain (packages/contracts/deployments).
 */
export const storeAddressesFrom = (
  chain: Config["chain"],
  deployments: ReadonlyMap<number, DeploymentRecord> = readDeploymentsSync(),
): StoreAddresses => ({
  local: localDeployment.storeAddress,
  seiTestnet: chain.seiTestnetStoreAddress ?? deployments.get(SEI_TESTNET_CHAIN_ID)?.storeAddress,
  seiMainnet: chain.seiMainnetStoreAddress ?? deployments.get(SEI_MAINNET_CHAIN_ID)?.storeAddress,
});
