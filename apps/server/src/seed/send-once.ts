import { storeAbi } from "@meshlink/contracts/generated";
import {
  type Account,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
} from "viem";
import { foundry } from "viem/chains";
import type { ChainConnection } from "../chain/chain-connection.ts";
import type { SeedJournal } from "./seed-journal.ts";

type StoreWrite = ContractFunctionName<typeof storeAbi, "nonpayable">;
export type StoreCall<F extends StoreWrite = StoreWrite> = {
  functionName: F;
  args: ContractFunctionArgs<typeof storeAbi, "nonpayable", F>;
};
/** A call to another contract than the Store (a collection's transfer), already encoded; no `to`: a deployment. */
type EncodedCall = { to: Address | null; data: Hex };
/** The chain a seed step writes to: the followed chain's connection, with its Store. */
type SeedChain = Pick<ChainConnection, "chainId" | "rpcUrl" | "client"> & { storeAddress: Address };

/**
 * A transaction of the demo seed (to the Store, or an encoded call) that goes out at most once across restarts: it is signed and
 * its hash journalled before it is sent, so a seed resumed after a crash finds the transaction it
 * sent (or sends the very same bytes) instead of minting or listing a second time. `call` is built
 * when signing, so a resent call that the chain refused (an expiry now past) is signed afresh once.
 */
export async function sendOnce(
  journal: SeedJournal,
  step: string,
  chain: SeedChain,
  account: Account,
  call: () => Promise<StoreCall | EncodedCall> | StoreCall | EncodedCall,
): Promise<Hex> {
  const signedStep = `${step}/signed`;
  const sign = () =>
    journal.once(signedStep, async () => {
      const onChain = defineChain({ ...foundry, id: chain.chainId });
      const wallet = createWalletClient({ chain: onChain, transport: http(chain.rpcUrl), account });
      const built = await call();
      const { to, data } =
        "data" in built
          ? built
          : { to: chain.storeAddress, data: encodeFunctionData({ abi: storeAbi, ...built }) };
      const request = await wallet.prepareTransactionRequest({ to: to ?? undefined, data });
      const raw = await wallet.signTransaction(request as never);
      return { hash: keccak256(raw), raw };
    });
  for (let attempt = 0; ; attempt++) {
    const { hash, raw } = await sign();
    const status = await sentStatus(chain.client, hash, raw);
    if (status === "success") return hash;
    if (attempt > 0) throw new Error(`the demo seed's ${step} transaction ${hash} failed: ${status}`);
    await journal.forget(signedStep);
  }
}

async function sentStatus(client: PublicClient, hash: Hex, raw: Hex): Promise<string> {
  const mined = await client.getTransactionReceipt({ hash }).catch(() => null);
  if (mined) return mined.status;
  try {
    await client.sendRawTransaction({ serializedTransaction: raw });
  } catch (error) {
    return error instanceof Error ? error.message.split("\n")[0]! : String(error);
  }
  return (await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status;
}
