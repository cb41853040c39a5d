// Shared set-up for the contract suite: viem clients on Hardhat's in-process network, a deployed
// Store and a snapshot to return to before each test. ABIs are typed from src/generated.ts; the
// bytecode comes from the artifacts so that `hardhat coverage` runs its instrumented build.
import assert from "node:assert/strict";
import hre from "hardhat";
import {
  type Abi,
  type Address,
  type Hash,
  type Hex,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  getAddress,
  getContract,
  parseEventLogs,
  publicActions,
} from "viem";
import { hardhat } from "viem/chains";
import {
  externalCollection1155,
  externalCollection721,
  multiple1155Abi,
  single721Abi,
  storeAbi,
} from "../src/generated.ts";

export const GATEWAY = "https://gateway.test/ipfs/";
export const SINGLE = 1;
export const MULTIPLE = 2;
export const EXTERNAL_721 = 3;
export const EXTERNAL_1155 = 4;

// Hardhat's in-process provider reports reverts without a JSON-RPC code; give them code 3
// ("execution reverted") so viem decodes custom errors.
const transport = custom(
  {
    async request(args: { method: string; params?: unknown[] }) {
      try {
        return await hre.network.provider.request(args);
      } catch (error) {
        const data = (error as { data?: unknown }).data;
        if (typeof data === "string")
          throw Object.assign(new Error((error as Error).message), { code: 3, data });
        throw error;
      }
    },
  },
  { retryCount: 0 },
);
export const publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 10 });
export const testClient = createTestClient({ chain: hardhat, mode: "hardhat", transport });

export const accounts = ((await hre.network.provider.request({ method: "eth_accounts" })) as Address[]).map(
  (a) => getAddress(a),
);
export const account = (index: number): Address => {
  const address = accounts[index];
  if (!address) throw new Error(`no account ${index}`);
  return address;
};
export const [deployer, creator, studio, otherStudio, stranger] = [0, 1, 2, 3, 4].map(account) as [
  Address,
  Address,
  Address,
  Address,
  Address,
];

export const walletOf = (address: Address) =>
  createWalletClient({ chain: hardhat, transport, account: address, pollingInterval: 10 }).extend(
    publicActions,
  );

const bytecodeOf = async (name: string): Promise<Hex> =>
  (await hre.artifacts.readArtifact(name)).bytecode as Hex;

export const storeAs = (address: Address, as: Address) =>
  getContract({ abi: storeAbi, address, client: walletOf(as) });
export const singleAs = (address: Address, as: Address) =>
  getContract({ abi: single721Abi, address, client: walletOf(as) });
export const multipleAs = (address: Address, as: Address) =>
  getContract({ abi: multiple1155Abi, address, client: walletOf(as) });

export const external721As = (address: Address, as: Address) =>
  getContract({ abi: externalCollection721.abi, address, client: walletOf(as) });
export const external1155As = (address: Address, as: Address) =>
  getContract({ abi: externalCollection1155.abi, address, client: walletOf(as) });

export type StoreContract = ReturnType<typeof storeAs>;

export async function receipt(hash: Hash | Promise<Hash>) {
  // Hardhat automines, so the receipt exists as soon as the hash does.
  const result = await publicClient.getTransactionReceipt({ hash: await hash });
  assert.equal(result.status, "success");
  return result;
}

/** The single `eventName` log of a transaction, decoded with `abi`. */
export async function eventOf<const TAbi extends Abi, TName extends string>(
  abi: TAbi,
  eventName: TName,
  hash: Hash | Promise<Hash>,
) {
  const { logs } = await receipt(hash);
  const events = parseEventLogs({ abi, logs, eventName: eventName as never });
  assert.equal(events.length, 1, `expected one ${eventName} event`);
  return events[0] as unknown as { args: Record<string, unknown>; address: Address };
}

/** Asserts that `call` reverts with the custom error `errorName` (and `args`, when given). */
export async function expectRevert(call: Promise<unknown>, errorName: string, args?: readonly unknown[]) {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof BaseError, String(error));
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    assert.ok(reverted instanceof ContractFunctionRevertedError, `not a revert: ${error.shortMessage}`);
    assert.equal(reverted.data?.errorName, errorName, error.shortMessage);
    if (args) assert.deepEqual(reverted.data?.args, args);
    return;
  }
  assert.fail(`expected revert ${errorName}`);
}

export async function latestTimestamp(): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp;
}

export async function deployStore(from: Address = deployer): Promise<Address> {
  const hash = await walletOf(from).deployContract({
    abi: storeAbi,
    bytecode: await bytecodeOf("Store"),
    args: [GATEWAY],
  });
  const { contractAddress } = await receipt(hash);
  assert.ok(contractAddress);
  return getAddress(contractAddress);
}

/** Deploys a contract from contracts/test/ (`name`) as `from`; returns its address. */
export async function deployTestContract(
  name: string,
  args: readonly unknown[],
  from: Address = deployer,
): Promise<Address> {
  const artifact = await hre.artifacts.readArtifact(name);
  const hash = await walletOf(from).deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode as Hex,
    args: [...args],
  });
  const { contractAddress } = await receipt(hash);
  assert.ok(contractAddress);
  return getAddress(contractAddress);
}

export const deployReentrantStudio = (store: Address) => deployTestContract("ReentrantStudio", [store]);

/** The creator's plain OpenZeppelin collections deployed outside MeshLink (not registered). */
async function deployExternalCollections() {
  const external721 = await deployTestContract("ExternalCollection721", ["Elsewhere", "ELS"], creator);
  const external1155 = await deployTestContract(
    "ExternalCollection1155",
    ["Elsewhere packs", "ELP"],
    creator,
  );
  await receipt(external721As(external721, creator).write.mint([creator, "ipfs://elsewhere/1"]));
  await receipt(external1155As(external1155, creator).write.mint([creator, 1n, 10n, "ipfs://packs/1"]));
  return { external721, external1155 };
}

export async function registerCollection(store: Address, owner: Address, collection: Address) {
  await receipt(storeAs(store, owner).write.registerCollection([collection]));
}

export async function createCollection(store: Address, owner: Address, kind = SINGLE, name = "Meshes") {
  const event = await eventOf(
    storeAbi,
    "CollectionCreated",
    storeAs(store, owner).write.createCollection([name, "MSH", kind]),
  );
  return event.args.collection as Address;
}

export async function createNFT(
  store: Address,
  owner: Address,
  collection: Address,
  amount = 1n,
  fee = 500n,
) {
  const { result } = await storeAs(store, owner).simulate.createNFT([collection, amount, "bafy-meta", fee]);
  await receipt(storeAs(store, owner).write.createNFT([collection, amount, "bafy-meta", fee]));
  return result;
}

/**
 * A Store with a creator's Single and Multiple collections (token 1 in each) and two studio
 * collections, and the creator's external ERC-721 and ERC-1155 collections (token 1 in each, the
 * ERC-1155's ×10), not registered with the Store.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;
async function buildWorld() {
  const store = await deployStore();
  const single = await createCollection(store, creator, SINGLE, "Creator singles");
  const multiple = await createCollection(store, creator, MULTIPLE, "Creator multiples");
  await createNFT(store, creator, single);
  await createNFT(store, creator, multiple, 10n);
  const studioGame = await createCollection(store, studio, SINGLE, "Studio game");
  const otherGame = await createCollection(store, otherStudio, MULTIPLE, "Other game");
  return { store, single, multiple, studioGame, otherGame, ...(await deployExternalCollections()) };
}

let world: World | undefined;
let snapshot: Hex | undefined;

/** Returns the world at its initial state (reverting whatever the previous test did). */
export async function freshWorld(): Promise<World> {
  if (snapshot) await testClient.revert({ id: snapshot });
  world ??= await buildWorld();
  snapshot = await testClient.snapshot();
  return world;
}

/** Lists token 1 of `collection` by the creator, paying `recipient` (the creator); returns the listing id. */
export async function list(
  w: World,
  options: {
    collection?: Address;
    supply?: bigint;
    fee?: number;
    expiration?: bigint;
    recipient?: Address;
  } = {},
) {
  const event = await eventOf(
    storeAbi,
    "ListingCreated",
    storeAs(w.store, creator).write.listForSale([
      options.collection ?? w.single,
      1n,
      options.supply ?? 2n,
      options.fee ?? 750,
      options.expiration ?? 0n,
      options.recipient ?? creator,
    ]),
  );
  return event.args.listingId as bigint;
}

/** makeOffer's arguments: the studio's offer on the creator's Single token 1 at 7.5 %. */
export const offerArgs = (
  w: World,
  options: { owner?: Address; game?: Address; collection?: Address; tokenId?: bigint; fee?: number } = {},
) =>
  [
    42n,
    options.owner ?? creator,
    options.game ?? w.studioGame,
    options.collection ?? w.single,
    options.tokenId ?? 1n,
    options.fee ?? 750,
  ] as const;
