import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { storeAbi } from "@meshlink/contracts/generated";
import { createPublicClient, http, type PublicClient } from "viem";
import type { CollectionQuery, CompatibilityQuery, ListedNft, ListedNftRequest } from "@/lib/chain-reader";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";

// One client per chain, on the chains and RPC the wallet is offered (the local chain's URL comes
// from the server), so a read sees what a write would and needs no connected wallet.
const clients = new Map<number, Promise<PublicClient>>();

async function createClient(chainId: number): Promise<PublicClient> {
  const { chains } = walletChains(await fetchServedChains());
  const chain = chains.find((candidate) => candidate.id === chainId);
  if (!chain) throw new Error(ERROR_MESSAGES.noContractAddress);
  return createPublicClient({ chain, transport: http() });
}

const clientFor = (chainId: number): Promise<PublicClient> => {
  let client = clients.get(chainId);
  if (!client) {
    client = createClient(chainId);
    clients.set(chainId, client);
    client.catch(() => clients.delete(chainId));
  }
  return client;
};

export async function readListedNft({
  chainId,
  storeAddress,
  listingId,
}: ListedNftRequest): Promise<ListedNft> {
  const client = await clientFor(chainId);
  return client.readContract({
    address: storeAddress,
    abi: storeAbi,
    functionName: "getListedNft",
    args: [listingId],
  });
}

export async function readCompatibility({ chainId, store, collection, account }: CompatibilityQuery) {
  const client = await clientFor(chainId);
  return client.readContract({
    address: store,
    abi: storeAbi,
    functionName: "checkForCompatibility",
    args: [collection, account],
  });
}

export async function readKnownCollection({ chainId, store, collection }: CollectionQuery) {
  const client = await clientFor(chainId);
  const [, kind] = await client.readContract({
    address: store,
    abi: storeAbi,
    functionName: "collections",
    args: [collection],
  });
  // CollectionKind.None (0): neither created by the Store nor registered with it.
  return kind !== 0;
}
