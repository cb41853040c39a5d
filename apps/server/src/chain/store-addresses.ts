import { localDeployment } from "@meshlink/contracts/generated";
import type { StoreAddresses } from "@meshlink/domain/chains";
import type { Config } from "../config.ts";

/** Where the Store lives per chain: the local one from the generated bindings, Sei's from config. */
export const storeAddressesFrom = (chain: Config["chain"]): StoreAddresses => ({
  local: localDeployment.storeAddress,
  seiTestnet: chain.seiTestnetStoreAddress,
  seiMainnet: chain.seiMainnetStoreAddress,
});
