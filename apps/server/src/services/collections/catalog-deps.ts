import type { ChainConnection, Chains } from "../../chain/chain-connection.ts";
import type { Db } from "../../db/database.ts";
import type { FileStores } from "../../files/file-stores.ts";
import { ServiceError } from "../service-error.ts";

/** What the collection and asset services need; routes and the seed build it once. */
export type CatalogDeps = {
  db: Db;
  /** The chains the server follows (CHAINS); creating needs one, reading does not. */
  chains: Chains;
  stores: FileStores;
  /** Public IPFS gateway, ending with "/". */
  ipfsGatewayUrl: string;
  /** PUBLIC_URL: token metadata points wallets at this server's images and previews. */
  publicUrl: string;
};

/** The signed-in creator as the services see them: id and wallets (lowercase). */
export type Creator = { id: string; addresses: readonly string[] };

/** The followed chain `chainId` names, with its Store; refused (400) for any other chain. */
export function followedChain(
  chains: Chains,
  chainId: number,
): ChainConnection & { storeAddress: `0x${string}` } {
  const chain = chains.get(chainId);
  if (!chain?.storeAddress)
    throw new ServiceError("INVALID_REQUEST", `This server does not follow chain ${chainId}`);
  return chain as ChainConnection & { storeAddress: `0x${string}` };
}
