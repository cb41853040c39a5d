// Gas used per marketplace operation, measured on a throw-away local anvil chain with the Store
// deployed exactly as `npm start` deploys it. Exits 1 when one is missed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Address, type Hash, createPublicClient, createWalletClient, http, parseEventLogs } from "viem";
import { foundry } from "viem/chains";
import {
  externalCollection1155,
  externalCollection721,
  single721Abi,
  storeAbi,
} from "@meshlink/contracts/generated";
import { startLocalChain } from "@meshlink/contracts/local-chain";

const targets: Record<string, number> = {
  createCollection: 250_000,
  listForSale: 150_000,
  executeListing: 220_000,
  // Accepting an offer executes its integration: executeListing's mint, plus the offer's own checks.
  acceptOffer: 220_000,
  // An external collection's token (decision 020): the same targets as a MeshLink token's.
  "listForSale (external 721)": 150_000,
  "executeListing (external)": 220_000,
  "acceptOffer (external)": 220_000,
  // Once per collection: three ERC-165 questions, owner() and one slot.
  "registerCollection (721)": 100_000,
};
const port = 18545 + Math.floor(Math.random() * 1000);
const dataDir = await mkdtemp(join(tmpdir(), "meshlink-gas-"));
const chain = await startLocalChain({ dataDir, port });

try {
  const transport = http(chain.rpcUrl);
  const client = createPublicClient({ chain: foundry, transport });
  const [, creator, studio] = await createWalletClient({ chain: foundry, transport }).getAddresses();
  if (!creator || !studio) throw new Error("anvil has no default accounts");
  const as = (account: Address) => createWalletClient({ chain: foundry, transport, account });
  const store = { address: chain.storeAddress, abi: storeAbi } as const;
  const rows: { operation: string; gas: bigint }[] = [];

  const measure = async (operation: string, hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`${operation} reverted`);
    rows.push({ operation, gas: receipt.gasUsed });
    return receipt;
  };

  const created = await measure(
    "createCollection",
    await as(creator).writeContract({
      ...store,
      functionName: "createCollection",
      args: ["Creator singles", "CS", 1],
    }),
  );
  const [collectionEvent] = parseEventLogs({
    abi: storeAbi,
    logs: created.logs,
    eventName: "CollectionCreated",
  });
  const collection = collectionEvent!.args.collection;
  const gameReceipt = await measure(
    "createCollection (Multiple)",
    await as(studio).writeContract({
      ...store,
      functionName: "createCollection",
      args: ["Studio game", "SG", 2],
    }),
  );
  const game = parseEventLogs({ abi: storeAbi, logs: gameReceipt.logs, eventName: "CollectionCreated" })[0]!
    .args.collection;
  const minted = await measure(
    "createNFT",
    await as(creator).writeContract({
      ...store,
      functionName: "createNFT",
      args: [collection, 1n, "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi", 500n],
    }),
  );
  const tokenId = parseEventLogs({ abi: single721Abi, logs: minted.logs, eventName: "Transfer" })[0]!.args
    .tokenId;
  const listed = await measure(
    "listForSale",
    await as(creator).writeContract({
      ...store,
      functionName: "listForSale",
      args: [collection, tokenId, 5n, 750, 0n, creator],
    }),
  );
  const listingId = parseEventLogs({ abi: storeAbi, logs: listed.logs, eventName: "ListingCreated" })[0]!.args
    .listingId;
  await measure(
    "editListings",
    await as(creator).writeContract({
      ...store,
      functionName: "editListings",
      args: [listingId, 0n, creator, 800],
    }),
  );
  await measure(
    "approveListing",
    await as(creator).writeContract({ ...store, functionName: "approveListing", args: [listingId, studio] }),
  );
  await measure(
    "executeListing",
    await as(studio).writeContract({ ...store, functionName: "executeListing", args: [listingId, game] }),
  );
  const offered = await measure(
    "makeOffer",
    await as(studio).writeContract({
      ...store,
      functionName: "makeOffer",
      args: [1n, creator, game, collection, tokenId, 750],
    }),
  );
  const offerId = parseEventLogs({ abi: storeAbi, logs: offered.logs, eventName: "OfferMade" })[0]!.args
    .offerId;
  await measure(
    "authorizeOffer",
    await as(creator).writeContract({ ...store, functionName: "authorizeOffer", args: [offerId] }),
  );
  await measure(
    "acceptOffer",
    await as(studio).writeContract({ ...store, functionName: "acceptOffer", args: [offerId] }),
  );
  await measure(
    "cancelListing",
    await as(creator).writeContract({ ...store, functionName: "cancelListing", args: [listingId] }),
  );

  // The creator's own OpenZeppelin collections, deployed outside MeshLink and registered.
  const deploy = async ({ abi, bytecode }: typeof externalCollection721 | typeof externalCollection1155) => {
    const hash = await as(creator).deployContract({ abi, bytecode, args: ["Elsewhere", "ELS"] });
    const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!contractAddress) throw new Error("external collection not deployed");
    return contractAddress;
  };
  const external721 = await deploy(externalCollection721);
  const external1155 = await deploy(externalCollection1155);
  await client.waitForTransactionReceipt({
    hash: await as(creator).writeContract({
      address: external721,
      abi: externalCollection721.abi,
      functionName: "mint",
      args: [creator, "ipfs://elsewhere/1"],
    }),
  });
  await measure(
    "registerCollection (721)",
    await as(creator).writeContract({ ...store, functionName: "registerCollection", args: [external721] }),
  );
  await measure(
    "registerCollection (1155)",
    await as(creator).writeContract({ ...store, functionName: "registerCollection", args: [external1155] }),
  );
  const externalListed = await measure(
    "listForSale (external 721)",
    await as(creator).writeContract({
      ...store,
      functionName: "listForSale",
      args: [external721, 1n, 5n, 750, 0n, creator],
    }),
  );
  const externalListingId = parseEventLogs({
    abi: storeAbi,
    logs: externalListed.logs,
    eventName: "ListingCreated",
  })[0]!.args.listingId;
  await measure(
    "approveListing (external)",
    await as(creator).writeContract({
      ...store,
      functionName: "approveListing",
      args: [externalListingId, studio],
    }),
  );
  await measure(
    "executeListing (external)",
    await as(studio).writeContract({
      ...store,
      functionName: "executeListing",
      args: [externalListingId, game],
    }),
  );
  const externalOffered = await measure(
    "makeOffer (external)",
    await as(studio).writeContract({
      ...store,
      functionName: "makeOffer",
      args: [2n, creator, game, external721, 1n, 750],
    }),
  );
  const externalOfferId = parseEventLogs({
    abi: storeAbi,
    logs: externalOffered.logs,
    eventName: "OfferMade",
  })[0]!.args.offerId;
  await measure(
    "authorizeOffer (external)",
    await as(creator).writeContract({ ...store, functionName: "authorizeOffer", args: [externalOfferId] }),
  );
  await measure(
    "acceptOffer (external)",
    await as(studio).writeContract({ ...store, functionName: "acceptOffer", args: [externalOfferId] }),
  );

  let missed = 0;
  console.log("operation                    gas used   target");
  for (const { operation, gas } of rows) {
    const target = targets[operation];
    const verdict =
      target === undefined ? "" : gas <= BigInt(target) ? `≤ ${target}  ok` : `> ${target}  MISSED`;
    if (target !== undefined && gas > BigInt(target)) missed += 1;
    console.log(`${operation.padEnd(28)} ${String(gas).padStart(8)}   ${verdict}`);
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await chain.stop();
  await rm(dataDir, { recursive: true, force: true });
}
