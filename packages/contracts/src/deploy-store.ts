// Deploying the Store to any EVM chain at one address (docs/decisions/002-marketplace-contracts.md,
// "Deterministic deployment"): CREATE2 through the well-known deterministic deployment proxy, which
// most public chains and anvil carry at the same address, with salt 0. The address then depends
// only on the Store's creation code and its one constructor argument, the metadata gateway.
import {
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
  concatHex,
  encodeDeployData,
  getContractAddress,
} from "viem";
import { localDeployment, storeAbi, storeBytecode } from "./generated.ts";

export type StoreDeployment = {
  chainId: number;
  storeAddress: Address;
  metadataGateway: string;
  /** The block the Store's code first appears in: where an indexer of this chain starts. */
  blockNumber: number;
  /** The deploying transaction and its gas; null when an earlier run deployed it. */
  txHash: Hash | null;
  gasUsed: string | null;
  /** False when the Store was already at its address (a second run is a no-op). */
  deployedNow: boolean;
};

/** The proxy is missing on this chain: the deterministic address cannot be reached there. */
export class NoDeployerError extends Error {
  override name = "NoDeployerError";
  constructor(readonly chainId: number) {
    super(
      `chain ${chainId} has no deterministic deployment proxy at ${localDeployment.create2Deployer}: ` +
        "deploy it there first (its presigned transaction works on any chain without replay protection)",
    );
  }
}

const storeInitCode = (metadataGateway: string): Hex =>
  encodeDeployData({ abi: storeAbi, bytecode: storeBytecode, args: [metadataGateway] });

/** Where the Store with this gateway lives on every chain that has the proxy. */
export const deterministicStoreAddress = (metadataGateway: string): Address =>
  getContractAddress({
    opcode: "CREATE2",
    from: localDeployment.create2Deployer,
    salt: localDeployment.salt,
    bytecode: storeInitCode(metadataGateway),
  });

type Reader = Pick<PublicClient, "getCode" | "getBlockNumber" | "waitForTransactionReceipt">;
type Sender = Pick<WalletClient, "sendTransaction" | "account">;

const hasCode = async (client: Pick<Reader, "getCode">, address: Address, blockNumber?: bigint) =>
  ((await client.getCode({ address, ...(blockNumber === undefined ? {} : { blockNumber }) })) ?? "0x") !==
  "0x";

/**
 * The first block with code at `address`, by bisection over the node's history: ~log2(head) reads.
 * A node that keeps no old state cannot answer; the caller then has the block from its own records.
 */
async function findDeploymentBlock(client: Reader, address: Address): Promise<number> {
  let high = await client.getBlockNumber();
  if (!(await hasCode(client, address, high))) throw new Error(`no code at ${address}`);
  let low = 0n;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await hasCode(client, address, middle)) high = middle;
    else low = middle + 1n;
  }
  return Number(low);
}

/**
 * Deploys the Store unless its code is already at the deterministic address. `sender` sends from
 * its own account (a key the caller holds, or an unlocked node account).
 */
export async function deployStore(
  {
    chainId,
    reader,
    sender,
    metadataGateway,
  }: {
    chainId: number;
    reader: Reader;
    sender: Sender;
    metadataGateway: string;
  },
  known?: Pick<StoreDeployment, "storeAddress" | "blockNumber">,
): Promise<StoreDeployment> {
  const storeAddress = deterministicStoreAddress(metadataGateway);
  const base = { chainId, storeAddress, metadataGateway };
  if (await hasCode(reader, storeAddress)) {
    const blockNumber =
      known?.storeAddress === storeAddress
        ? known.blockNumber
        : await findDeploymentBlock(reader, storeAddress);
    return { ...base, blockNumber, txHash: null, gasUsed: null, deployedNow: false };
  }
  if (!(await hasCode(reader, localDeployment.create2Deployer))) throw new NoDeployerError(chainId);
  if (!sender.account) throw new Error("no account to deploy from");
  const txHash = await sender.sendTransaction({
    to: localDeployment.create2Deployer,
    data: concatHex([localDeployment.salt, storeInitCode(metadataGateway)]),
    chain: null,
    account: sender.account,
  });
  const receipt = await reader.waitForTransactionReceipt({ hash: txHash, pollingInterval: 50 });
  if (receipt.status !== "success" || !(await hasCode(reader, storeAddress))) {
    throw new Error(`Store deployment failed in ${txHash}`);
  }
  return {
    ...base,
    blockNumber: Number(receipt.blockNumber),
    txHash,
    gasUsed: receipt.gasUsed.toString(),
    deployedNow: true,
  };
}
